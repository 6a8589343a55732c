import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { KEPT_JOB_FILE } from '../../domain/site/kept-bundle.ts';
import { keepBundle, keptJobFrom } from './kept-bundle.ts';

const where = {
  entry: 'prerender-entry.a.mjs',
  origin: 'https://x.ro',
  nodeModules: '/project/node_modules',
};
const styles = [{ depth: 0, order: 1, sheet: { type: 'inline', content: 'p{margin:0}' } }];

function buildApp({
  scripts = [] as unknown[],
  carStyles = styles as unknown,
  pages = undefined as unknown,
} = {}) {
  return {
    getOptions: () => ({
      allPages: pages ?? {
        home: { key: '/&src/pages/index.astro', route: { route: '/' }, styles: [] },
        car: {
          key: '/masina/[sku]&src/pages/masina/[sku].astro',
          route: { route: '/masina/[sku]' },
          styles: carStyles,
        },
      },
      settings: { scripts },
    }),
  };
}

describe('keptJobFrom', () => {
  it("takes every page's key and stylesheets and the injected scripts", () => {
    expect(keptJobFrom(buildApp({ scripts: [{ stage: 'head-inline', content: 'x()' }] }), where)).toEqual({
      ...where,
      pages: [
        { key: '/&src/pages/index.astro', styles: [] },
        { key: '/masina/[sku]&src/pages/masina/[sku].astro', styles },
      ],
      scripts: [{ stage: 'head-inline', content: 'x()' }],
    });
  });

  it.each([
    ['no build app', undefined, "Astro's prerenderer has no build app with getOptions()"],
    ['no pages', buildApp({ pages: {} }), 'a page has no key or styles'],
    ['a page without styles', buildApp({ carStyles: null }), 'a page has no key or styles'],
    [
      'a page-stage script',
      buildApp({ scripts: [{ stage: 'page', content: 'x()' }] }),
      'a page-stage script is injected',
    ],
    [
      'styles JSON cannot carry',
      buildApp({ carStyles: [{ sheet: new Map([[1, 2]]) }] }),
      'the page data does not survive JSON',
    ],
  ])('keeps nothing with %s', (_case, app, reason) => {
    expect(keptJobFrom(app, where)).toBe(reason);
  });
});

describe('keepBundle', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'keep-bundle-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it("copies the entry's folder with its job and a link to the project's packages, replacing an older copy", async () => {
    const prerender = join(work, '.prerender');
    await mkdir(join(prerender, 'chunks'), { recursive: true });
    await writeFile(join(prerender, 'prerender-entry.a.mjs'), 'export const app = {};');
    await writeFile(join(prerender, 'chunks', 'page.mjs'), 'export default 1;');
    const kept = join(work, 'site', '1.bundle');
    await mkdir(kept, { recursive: true });
    await writeFile(join(kept, 'stale.mjs'), 'old');
    const job = { ...where, pages: [], scripts: [] };

    await keepBundle(kept, pathToFileURL(join(prerender, 'prerender-entry.a.mjs')).href, job);

    expect((await readdir(kept)).sort()).toEqual([
      'chunks',
      KEPT_JOB_FILE,
      'node_modules',
      'prerender-entry.a.mjs',
    ]);
    expect(await readFile(join(kept, 'chunks', 'page.mjs'), 'utf8')).toBe('export default 1;');
    expect(await readlink(join(kept, 'node_modules'))).toBe('/project/node_modules');
    expect(JSON.parse(await readFile(join(kept, KEPT_JOB_FILE), 'utf8'))).toEqual(job);
    // Written under another name and renamed: nothing half-written is left beside it.
    expect(await readdir(join(work, 'site'))).toEqual(['1.bundle']);
  });

  it('leaves nothing behind when the copy fails', async () => {
    const kept = join(work, 'site', '1.bundle');
    const missing = pathToFileURL(join(work, 'no-prerender', 'prerender-entry.a.mjs')).href;
    await expect(keepBundle(kept, missing, { ...where, pages: [], scripts: [] })).rejects.toThrow();
    expect(await readdir(join(work, 'site'))).toEqual([]);
  });
});
