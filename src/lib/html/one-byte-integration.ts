/**
 * Makes Astro's own escaping give Latin-1 text (one-byte.ts): every text expression and island
 * prop goes through its `escapeHTML`, every dynamic attribute through its `toAttributeString`.
 * Astro has no option for this, so its two functions are wrapped where its runtime is bundled.
 * Should an Astro release rename them, the build goes on unchanged but slower, with a warning, and
 * one-byte-integration.test.ts fails.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const helper = JSON.stringify(fileURLToPath(new URL('./one-byte.ts', import.meta.url)));

interface Wrap {
  /** The end of the module's path inside node_modules. */
  module: string;
  /** The declaration to rename. */
  declaration: string;
  renamed: string;
  /** The wrapper, declared after the renamed original. */
  wrapper: string;
}

export const ASTRO_ESCAPES: readonly Wrap[] = [
  {
    module: '/astro/dist/runtime/server/escape.js',
    declaration: 'function escapeHTML(value) {',
    renamed: 'function astroEscapeHTML(value) {',
    wrapper: 'function escapeHTML(value) {\n  return latin1Html(astroEscapeHTML(value));\n}',
  },
  {
    module: '/astro/dist/runtime/server/render/util.js',
    declaration: 'const toAttributeString = (value, shouldEscape = true) => {',
    renamed: 'const astroToAttributeString = (value, shouldEscape = true) => {',
    wrapper:
      'const toAttributeString = (value, shouldEscape = true) =>\n  latin1Html(String(astroToAttributeString(value, shouldEscape)));',
  },
];

/** `code` of the module at `id` with its escape wrapped; null for other modules; throws on a miss. */
export function wrapAstroEscape(code: string, id: string): string | null {
  const path = id.replace(/\?.*$/, '');
  const wrap = ASTRO_ESCAPES.find(({ module }) => path.endsWith(module));
  if (wrap === undefined) return null;
  if (!code.includes(wrap.declaration)) throw new Error(`${wrap.module} no longer has "${wrap.declaration}"`);
  // Appended after the module's last statement: a `const` wrapper must follow its original.
  return `import { latin1Html } from ${helper};\n${code.replace(wrap.declaration, wrap.renamed)}\n${wrap.wrapper}\n`;
}

export function oneByteHtml(): AstroIntegration {
  return {
    name: 'one-byte-html',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'one-byte-html',
                transform(code, id) {
                  try {
                    return wrapAstroEscape(code, id);
                  } catch (error) {
                    logger.warn(`pages keep two-byte text: ${(error as Error).message}`);
                    return null;
                  }
                },
              },
            ],
          },
        });
      },
    },
  };
}
