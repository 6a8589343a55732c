/**
 * The import-direction rule over the repository's import graph, checked by a test so the layers
 * stay layered: `src/domain/` (pure rules and schemas) sits below both the site's features and the
 * embedded server.
 * - `server/` may import from `src/` only `src/domain/`, `src/i18n/` and `src/lib/validation/`;
 * - nothing in `src/` imports `server/`;
 * - `src/domain/` imports nothing from `src/features/`, `src/components/`, `src/stores/`,
 *   `src/layouts/`, `src/pages/` or `server/`.
 * Test-support files (fixtures, fakes, `testing/` folders) belong to no layer: a test may import
 * them wherever they live, so a rule's tests can share the feature's sample cars and offers.
 * A small regex scanner is enough: every module here imports with relative, extension-full paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** One import that breaks the rule: the importing file, the imported path and the rule it breaks. */
export interface Violation {
  file: string;
  imported: string;
  rule: string;
}

// Static `import … from '…'`, `export … from '…'`, bare `import '…'` and dynamic `import('…')`.
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The module specifiers a source file imports, in order of appearance. */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] as string);
}

/**
 * The repository-relative path a relative specifier points to, or null for a package import.
 * @example resolveImport('server/app.ts', '../src/domain/ids.ts') // 'src/domain/ids.ts'
 */
export function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(file), specifier))
    .split('\\')
    .join('/');
}

const SERVER_MAY_IMPORT = ['src/domain/', 'src/i18n/', 'src/lib/validation/'];
const DOMAIN_MUST_NOT_IMPORT = [
  'src/features/',
  'src/components/',
  'src/stores/',
  'src/layouts/',
  'src/pages/',
  'server/',
];

const TEST_FILE = /\.test\.tsx?$/;
const TEST_SUPPORT = /(fixture|fake)[^/]*\.tsx?$|\/testing\/|\/test-helpers\.ts$/;

/** Why an import from `file` of the repository path `target` breaks the rule, or null if it does not. */
export function ruleBroken(file: string, target: string): string | null {
  if (TEST_FILE.test(file) && TEST_SUPPORT.test(target)) return null;
  if (file.startsWith('server/') && target.startsWith('src/')) {
    return SERVER_MAY_IMPORT.some((prefix) => target.startsWith(prefix))
      ? null
      : `server/ imports from src/ only ${SERVER_MAY_IMPORT.join(', ')}`;
  }
  if (file.startsWith('src/domain/') && DOMAIN_MUST_NOT_IMPORT.some((prefix) => target.startsWith(prefix))) {
    return `src/domain/ imports nothing from ${DOMAIN_MUST_NOT_IMPORT.join(', ')}`;
  }
  if (file.startsWith('src/') && target.startsWith('server/')) return 'nothing in src/ imports server/';
  return null;
}

/** Every broken import among the given files (repository-relative path → source text). */
export function findViolations(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    for (const specifier of importSpecifiers(source)) {
      const target = resolveImport(file, specifier);
      const rule = target === null ? null : ruleBroken(file, target);
      if (target !== null && rule !== null) violations.push({ file, imported: target, rule });
    }
  }
  return violations;
}

const SOURCE_FILE = /\.(ts|tsx|astro|mjs)$/;

/** The source files under the given folders of `root`, keyed by repository-relative path. */
export function readSources(root: string, folders: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
      const path = relative(root, join(entry.parentPath, entry.name)).split('\\').join('/');
      files.set(path, readFileSync(join(root, path), 'utf8'));
    }
  }
  return files;
}
