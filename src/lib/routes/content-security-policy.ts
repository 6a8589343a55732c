/**
 * The pages' script policy (Astro's `security.csp`, written as a <meta> into every page). Astro
 * hashes the scripts and styles it renders itself; everything else must be allowed here, so an
 * injected `<script>` or `javascript:` link does not run even if a content check missed it:
 * - script-src: 'self' (the bundled islands under /_astro), the hashes Astro adds, the API's origin
 *   when the browser calls another one (the payment widget loads from it), and Google Tag Manager
 *   only when PUBLIC_GTM_ID is set, Stripe.js only when PAYMENT_PROVIDER=stripe. Never 'unsafe-inline'.
 * - an inline script of our own is a body in INLINE_SCRIPTS (inline-scripts.ts), whose hash is
 *   added here; an external host is added to `scriptHosts` below.
 * - style attributes stay allowed (style-src-attr): React and the CMS's HTML use them, and a style
 *   cannot run code. Framing and the other headers are the server's (security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { TAG_MANAGER_ORIGIN } from '../../domain/site/consent.ts';
import { paymentProviderOf, STRIPE_JS_ORIGIN } from '../../domain/site/shop-mode.ts';
import { INLINE_SCRIPTS } from './inline-scripts.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The origin of an absolute PUBLIC_CMS_URL, or null when the API is on the site's own origin. */
function apiOrigin(publicCmsUrl: string | undefined): string | null {
  if (!publicCmsUrl || !/^https?:\/\//.test(publicCmsUrl)) return null;
  return new URL(publicCmsUrl).origin;
}

/**
 * Hosts scripts may load from besides the site itself.
 * @example scriptHosts({ PUBLIC_GTM_ID: 'GTM-ABC123' }) // ['https://www.googletagmanager.com']
 */
export function scriptHosts(env: Env): string[] {
  const hosts: string[] = [];
  const api = apiOrigin(env.PUBLIC_CMS_URL?.trim());
  if (api) hosts.push(api);
  if (env.PUBLIC_GTM_ID?.trim()) hosts.push(TAG_MANAGER_ORIGIN);
  // Stripe.js (the Payment Element) only when Stripe takes the payments; the sandbox needs none.
  if (paymentProviderOf(env) === 'stripe') hosts.push(STRIPE_JS_ORIGIN);
  return hosts;
}

/** The CSP source of one script body. @example scriptHash('x') // 'sha256-LSs…' */
export function scriptHash(body: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/** The value of astro.config's `security.csp`. */
export function cspConfig(env: Env) {
  return {
    algorithm: 'SHA-256' as const,
    // A <meta> policy cannot carry frame-ancestors; the server and _headers send that one.
    directives: ["base-uri 'self'" as const, "object-src 'none'" as const],
    scriptDirective: {
      resources: ["'self'", ...scriptHosts(env)],
      hashes: Object.values(INLINE_SCRIPTS).map(scriptHash),
    },
    // Astro warns that 'self' does not reach style-src-attr: intended, attributes get 'unsafe-inline'.
    styleDirective: {
      resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
    },
  };
}
