// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { renderProcesses } from './src/domain/site/partial-build.ts';
import { patchesOff } from './src/lib/build/astro-patches.ts';
import { astroRuntimeWraps } from './src/lib/build/astro-runtime-wraps.ts';
import { directPageWriter } from './src/lib/build/direct-page-writer.ts';
import { hashDirectiveIntegration } from './src/lib/on-demand/hash-directive-integration.ts';
import { interactionDirectiveIntegration } from './src/lib/on-demand/interaction-directive-integration.ts';
import { reactIslands } from './src/lib/react-ssr/integration.ts';
import { cspConfig } from './src/lib/routes/content-security-policy.ts';
import { CSP_DIGEST_WRAPS } from './src/lib/routes/csp-digest-wraps.ts';
import { rewriteTable } from './src/lib/routes/integration.ts';

// Each patch of Astro's internals below can be turned off to measure what it gains
// (ASTRO_PATCHES_OFF, astro-patches.ts); the shop builds with all of them.
const off = patchesOff(process.env);

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [
    off.has('react-string') ? react() : reactIslands(),
    hashDirectiveIntegration(),
    interactionDirectiveIntegration(),
    rewriteTable(),
    ...(off.has('csp-digest') ? [] : [astroRuntimeWraps(CSP_DIGEST_WRAPS)]),
    // The car pages are written by a loop of our own, on every core for a large catalogue's full
    // build (direct-page-writer.ts).
    ...(off.has('direct-writer')
      ? []
      : [directPageWriter({ route: '/masina/[sku]', processes: renderProcesses(process.env) })]),
  ],
  devToolbar: { enabled: false },
  // Every page gets a script-src of 'self' and hashes: an injected inline script does not run.
  security: { csp: cspConfig(process.env) },
  // The site renders no Markdown code; Shiki's inline styles would need the policy loosened.
  markdown: { syntaxHighlight: false },
});
