/**
 * Emits the rewrite table next to the built pages so a CDN serving dist/ answers order URLs with
 * their shells exactly as the Node server does: `_redirects` (Netlify, Cloudflare Pages) and
 * `_rewrites.json` (source/destination pairs for any other host).
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { toNetlifyRedirects, toRewriteJson } from './rewrites.ts';

export function rewriteTable(): AstroIntegration {
  return {
    name: 'rewrite-table',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL('_redirects', dir), toNetlifyRedirects());
        await writeFile(new URL('_rewrites.json', dir), `${JSON.stringify(toRewriteJson(), null, 2)}\n`);
        logger.info(`wrote ${toRewriteJson().length} rewrites to _redirects and _rewrites.json`);
      },
    },
  };
}
