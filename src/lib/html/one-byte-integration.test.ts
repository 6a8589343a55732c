import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ASTRO_ESCAPES, wrapAstroEscape } from './one-byte-integration.ts';

const astroRoot = createRequire(import.meta.url)
  .resolve('astro/package.json')
  .replace(/package\.json$/, '');

describe('wrapAstroEscape', () => {
  it.each(ASTRO_ESCAPES.map((wrap) => [wrap.module, wrap] as const))(
    'wraps %s of the installed Astro',
    (module, wrap) => {
      const path = `${astroRoot}${module.replace('/astro/', '')}`;
      const code = readFileSync(path, 'utf8');
      const wrapped = wrapAstroEscape(code, `${path}?v=1`);
      expect(wrapped).not.toBeNull();
      expect(wrapped).toMatch(/^import \{ latin1Html \} from ".*one-byte\.ts";\n/);
      expect(wrapped).toContain(wrap.renamed);
      // The wrapper is now the one declaration under the original name.
      expect(wrapped?.split(wrap.declaration.split('(')[0] ?? '').length).toBe(2);
      expect(wrapped?.trimEnd().endsWith(wrap.wrapper)).toBe(true);
    },
  );

  it('leaves every other module alone', () => {
    expect(wrapAstroEscape('function escapeHTML(value) {}', '/project/src/escape.js')).toBeNull();
  });

  it('reports an Astro whose function is no longer there', () => {
    expect(() =>
      wrapAstroEscape('export const escape = (value) => value;', '/x/astro/dist/runtime/server/escape.js'),
    ).toThrow('no longer has "function escapeHTML(value) {"');
  });
});
