/**
 * Astro's own escaping gives Latin-1 text (one-byte.ts): every text expression and island prop goes
 * through its `escapeHTML`, every dynamic attribute through its `toAttributeString`.
 */
import { fileURLToPath } from 'node:url';
import type { RuntimeWrap } from '../build/astro-runtime-wraps.ts';

const imports = `import { latin1Html } from ${JSON.stringify(fileURLToPath(new URL('./one-byte.ts', import.meta.url)))};`;

export const ONE_BYTE_WRAPS: readonly RuntimeWrap[] = [
  {
    module: '/astro/dist/runtime/server/escape.js',
    declaration: 'function escapeHTML(value) {',
    renamed: 'function astroEscapeHTML(value) {',
    wrapper: 'function escapeHTML(value) {\n  return latin1Html(astroEscapeHTML(value));\n}',
    imports,
  },
  {
    module: '/astro/dist/runtime/server/render/util.js',
    declaration: 'const toAttributeString = (value, shouldEscape = true) => {',
    renamed: 'const astroToAttributeString = (value, shouldEscape = true) => {',
    wrapper:
      'const toAttributeString = (value, shouldEscape = true) =>\n  latin1Html(String(astroToAttributeString(value, shouldEscape)));',
    imports,
  },
];
