/** Astro's per-page CSP digests, through csp-digest-memo.ts (see there for why). */
import { fileURLToPath } from 'node:url';
import type { RuntimeWrap } from '../build/astro-runtime-wraps.ts';

export const CSP_DIGEST_WRAPS: readonly RuntimeWrap[] = [
  {
    module: '/astro/dist/core/encryption.js',
    declaration: 'async function generateCspDigest(data, algorithm) {',
    renamed: 'async function astroGenerateCspDigest(data, algorithm) {',
    wrapper:
      'function generateCspDigest(data, algorithm) {\n  return memoizedCspDigest(astroGenerateCspDigest, data, algorithm);\n}',
    imports: `import { memoizedCspDigest } from ${JSON.stringify(fileURLToPath(new URL('./csp-digest-memo.ts', import.meta.url)))};`,
  },
];
