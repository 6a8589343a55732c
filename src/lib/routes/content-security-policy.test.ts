import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TAG_MANAGER_ORIGIN as GTM_ORIGIN } from '../../domain/site/consent.ts';
import { cspConfig, scriptHash, scriptHosts } from './content-security-policy.ts';
import { INLINE_SCRIPTS } from './inline-scripts.ts';

describe('scriptHosts', () => {
  it.each([
    [{}, []],
    [{ PUBLIC_CMS_URL: '/api' }, []],
    [{ PUBLIC_CMS_URL: 'https://api.shop.ro/api' }, ['https://api.shop.ro']],
    [{ PUBLIC_GTM_ID: 'GTM-ABC123' }, [GTM_ORIGIN]],
    [{ PUBLIC_GTM_ID: '  ' }, []],
    [{ PAYMENT_PROVIDER: 'stripe' }, ['https://js.stripe.com']],
    [{ PAYMENT_PROVIDER: 'sandbox' }, []],
    [
      { PUBLIC_CMS_URL: 'http://127.0.0.1:4321/api', PUBLIC_GTM_ID: 'GTM-ABC123' },
      ['http://127.0.0.1:4321', GTM_ORIGIN],
    ],
  ])('%o → %o', (env, expected) => {
    expect(scriptHosts(env)).toEqual(expected);
  });
});

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact body', () => {
    expect(scriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(scriptHash('a ')).not.toBe(scriptHash('a'));
  });
});

describe('cspConfig', () => {
  const config = cspConfig({});
  it("allows the site's own scripts and the registered inline bodies, never 'unsafe-inline'", () => {
    expect(config.scriptDirective.resources).toEqual(["'self'"]);
    expect(config.scriptDirective.hashes).toEqual(Object.values(INLINE_SCRIPTS).map(scriptHash));
    expect(JSON.stringify(config.scriptDirective)).not.toContain('unsafe');
  });

  it('allows inline style attributes only (no inline <style> beyond the hashed ones)', () => {
    expect(config.styleDirective.resources).toEqual([
      "'self'",
      { resource: "'unsafe-inline'", kind: 'attribute' },
    ]);
  });
});

const srcDir = fileURLToPath(new URL('../../', import.meta.url));

async function astroFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.astro'))
    .map((e) => join(e.parentPath, e.name));
}

describe('inline scripts in the templates', () => {
  it('are all registered bodies (or JSON data), so the policy lets each of them run', async () => {
    const unregistered: string[] = [];
    for (const file of await astroFiles(srcDir)) {
      const source = await readFile(file, 'utf8');
      for (const tag of source.match(/<script\b[^>]*\bis:inline\b[^>]*>/g) ?? []) {
        const registered = /set:html=\{INLINE_SCRIPTS\.\w+\}/.test(tag);
        const data = /type="application\/(ld\+)?json"/.test(tag);
        if (!registered && !data) unregistered.push(`${file.slice(srcDir.length)}: ${tag}`);
      }
    }
    expect(unregistered).toEqual([]);
  });
});
