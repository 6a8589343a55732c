/**
 * Wraps a function of Astro's runtime where the build bundles it, for what Astro has no option for
 * (csp-digest-memo.ts). A wrap renames Astro's function, declares the wrapper
 * under its name after the module's last statement, and imports the wrapper's helper from our
 * code, so the wrapper's logic is ordinary tested TypeScript.
 * Should an Astro release rename a wrapped function, the build goes on without that wrap (slower,
 * never wrong) with a warning, and astro-runtime-wraps.test.ts fails.
 */
import type { AstroIntegration } from 'astro';

export interface RuntimeWrap {
  /** The end of the module's path inside node_modules. */
  module: string;
  /** Astro's declaration of the function, renamed to `renamed`. */
  declaration: string;
  renamed: string;
  /** The wrapper, declared under the original name. */
  wrapper: string;
  /** The import of the wrapper's helper. */
  imports: string;
}

/** `code` of the module at `id` with its wraps applied; null when no wrap is for it; throws on a miss. */
export function wrapAstroRuntime(code: string, id: string, wraps: readonly RuntimeWrap[]): string | null {
  const path = id.replace(/\?.*$/, '');
  const own = wraps.filter(({ module }) => path.endsWith(module));
  if (own.length === 0) return null;
  let wrapped = code;
  for (const wrap of own) {
    if (!wrapped.includes(wrap.declaration))
      throw new Error(`${wrap.module} no longer has "${wrap.declaration}"`);
    // A `const` wrapper must follow its original, so it goes after the module's last statement.
    wrapped = `${wrap.imports}\n${wrapped.replace(wrap.declaration, wrap.renamed)}\n${wrap.wrapper}\n`;
  }
  return wrapped;
}

export function astroRuntimeWraps(wraps: readonly RuntimeWrap[]): AstroIntegration {
  return {
    name: 'astro-runtime-wraps',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'astro-runtime-wraps',
                transform(code, id) {
                  try {
                    return wrapAstroRuntime(code, id, wraps);
                  } catch (error) {
                    logger.warn(`an Astro function stays unwrapped: ${(error as Error).message}`);
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
