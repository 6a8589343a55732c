/**
 * The rewrite table: order pages are static shells whose island reads the real URL, so every order
 * URL must be answered with its shell's HTML while the address bar keeps the original path.
 * This table is the one source of truth: the Node server applies it (`resolveRewrite`) and the
 * build emits it for CDNs (`toNetlifyRedirects`, `toRewriteJson`).
 */

export interface RewriteRule {
  /** Path pattern: `:name` is one segment, `:name?` an optional trailing segment. */
  readonly pattern: string;
  /** The built page answering every matching URL (a directory-format path). */
  readonly shell: string;
}

export const rewriteRules: readonly RewriteRule[] = [
  { pattern: '/home', shell: '/' },
  { pattern: '/aprobare/:financialPackage/:step/:uuid?', shell: '/aprobare/' },
  { pattern: '/aprobare/:uuid', shell: '/aprobare/' },
  { pattern: '/rezolutie/:uuid?', shell: '/rezolutie/' },
  { pattern: '/plata/:uuid', shell: '/plata/' },
  { pattern: '/complete/:uuid', shell: '/complete/' },
  { pattern: '/anulare-rezervare/:uuid', shell: '/anulare-rezervare/' },
  { pattern: '/comanda/:token', shell: '/comanda/' },
  // Only reached when no page was built for the sku: a car added after the last build.
  { pattern: '/masina/:sku', shell: '/masina/' },
];

interface Segment {
  readonly literal: string | null;
  readonly optional: boolean;
}

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith(':')
        ? { literal: null, optional: part.endsWith('?') }
        : { literal: part, optional: false },
    );
}

const compiled = rewriteRules.map((rule) => ({ rule, segments: parsePattern(rule.pattern) }));

function matches(segments: readonly Segment[], parts: readonly string[]): boolean {
  const required = segments.filter((segment) => !segment.optional).length;
  if (parts.length < required || parts.length > segments.length) return false;
  return parts.every((part, index) => {
    const segment = segments[index];
    return segment !== undefined && (segment.literal === null || segment.literal === part);
  });
}

/**
 * The shell answering `pathname`, or null when no rule applies.
 * @example resolveRewrite('/plata/3f2a') === '/plata/'
 */
export function resolveRewrite(pathname: string): string | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts.some((part) => part === '.' || part === '..')) return null;
  for (const { rule, segments } of compiled) {
    if (matches(segments, parts)) return rule.shell;
  }
  return null;
}

/** Every concrete source pattern: an optional trailing segment becomes two patterns (CDNs lack `?`). */
function expandOptional(pattern: string): string[] {
  if (!pattern.endsWith('?')) return [pattern];
  const withParam = pattern.slice(0, -1);
  return [withParam.slice(0, withParam.lastIndexOf('/')), withParam];
}

export interface RewriteEntry {
  readonly source: string;
  readonly destination: string;
}

/** The table as source → destination pairs, in CDN placeholder syntax (`:name`). */
export function toRewriteJson(): RewriteEntry[] {
  return rewriteRules.flatMap((rule) =>
    expandOptional(rule.pattern).map((source) => ({ source, destination: rule.shell })),
  );
}

/** The table as a Netlify / Cloudflare Pages `_redirects` file of 200 rewrites. */
export function toNetlifyRedirects(): string {
  const lines = toRewriteJson().map(({ source, destination }) => `${source} ${destination} 200`);
  return `${lines.join('\n')}\n`;
}
