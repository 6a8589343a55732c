import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CSP_DIGEST_WRAPS } from '../routes/csp-digest-wraps.ts';
import { type RuntimeWrap, wrapAstroRuntime } from './astro-runtime-wraps.ts';

const astroRoot = createRequire(import.meta.url)
  .resolve('astro/package.json')
  .replace(/package\.json$/, '');
const WRAPS = CSP_DIGEST_WRAPS;

describe('wrapAstroRuntime', () => {
  it.each(WRAPS.map((wrap) => [wrap.module, wrap] as const))(
    'wraps %s of the installed Astro',
    (module, wrap: RuntimeWrap) => {
      const path = `${astroRoot}${module.replace('/astro/', '')}`;
      const wrapped = wrapAstroRuntime(readFileSync(path, 'utf8'), `${path}?v=1`, WRAPS);
      expect(wrapped?.startsWith(`${wrap.imports}\n`)).toBe(true);
      expect(wrapped).toContain(wrap.renamed);
      // The wrapper is now the one declaration under the original name, after Astro's code.
      const declared = wrap.declaration.split('(')[0]?.replace(/^async /, '') ?? '';
      expect(wrapped?.split(declared).length).toBe(2);
      expect(wrapped?.trimEnd().endsWith(wrap.wrapper)).toBe(true);
      // The helper it imports exists.
      const helper = /from "(.*)";$/.exec(wrap.imports)?.[1] ?? '';
      expect(readFileSync(helper, 'utf8')).toMatch(/export function memoizedCspDigest\(/);
    },
  );

  it('leaves every other module alone', () => {
    expect(
      wrapAstroRuntime(
        'async function generateCspDigest(data, algorithm) {}',
        '/project/src/encryption.js',
        WRAPS,
      ),
    ).toBeNull();
  });

  it('reports an Astro whose function is no longer there', () => {
    expect(() =>
      wrapAstroRuntime(
        'export const generateCspDigest = async () => "";',
        '/x/astro/dist/core/encryption.js',
        WRAPS,
      ),
    ).toThrow('no longer has "async function generateCspDigest(data, algorithm) {"');
  });
});
