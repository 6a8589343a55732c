/**
 * Emits the rewrite table and the security headers next to the built pages so a CDN serving dist/
 * answers as the Node server does: `_redirects` and `_headers` (Netlify, Cloudflare Pages) and
 * `_rewrites.json` (source/destination pairs for any other host).
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { toNetlifyRedirects, toRewriteJson } from '../../domain/site/rewrites.ts';
import { toNetlifyHeaders } from '../../domain/site/security-headers.ts';

export function rewriteTable(): AstroIntegration {
  return {
    name: 'rewrite-table',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_redirects', dir), toNetlifyRedirects());
        await writeFile(new URL('_rewrites.json', dir), `${JSON.stringify(toRewriteJson(), null, 2)}\n`);
        await writeFile(new URL('_headers', dir), toNetlifyHeaders());
        logger.info(
          `wrote ${toRewriteJson().length} rewrites to _redirects and _rewrites.json, headers to _headers`,
        );
      },
    },
  };
}
