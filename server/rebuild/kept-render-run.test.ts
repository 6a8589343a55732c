/**
 * A partial rebuild from a kept bundle, through the real child process (src/lib/build/kept-render.ts)
 * and a small stand-in for Astro's prerender bundle: the pages the plan names are written where
 * `astro build` writes them, with the build's environment; anything it cannot render falls back to
 * `astro build` from an empty folder.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KEPT_JOB_FILE } from '../../src/domain/site/kept-bundle.ts';
import { keptRenderPaths, renderFromKeptBundle } from './kept-render-run.ts';

/** Routes with a pathname of their own: Astro's StaticPaths lists them without a getStaticPaths. */
const BUNDLE_ENTRY = `
const route = (path, type) => ({ route: path, pathname: path, type, prerender: true, fallbackRoutes: [] });
const routes = [
  route('/', 'page'),
  route('/faq', 'page'),
  route('/masini/sitemap.xml', 'endpoint'),
  route('/masina/S-1', 'page'),
  route('/redirected', 'page'),
];
let internals = null;
export const app = {
  manifest: { routes: routes.map((routeData) => ({ routeData })) },
  routeCache: {},
  logger: { options: { destination: null } },
  setInternals(value) { internals = value; },
  setOptions() {},
  async render(request, { routeData }) {
    if (routeData.route === '/redirected') return new Response(null, { status: 302, headers: { location: '/' } });
    const styles = internals.pagesByKeys.get('/faq&src/pages/faq.astro').styles.length;
    return new Response([routeData.route, new URL(request.url).href, process.env.CMS_URL, process.env.PUBLISH_ONLY_CARS, styles].join(' '));
  },
};
`;

let work: string;
let lines: string[];

async function keptBundle(): Promise<string> {
  const bundle = join(work, '1.bundle');
  await mkdir(bundle, { recursive: true });
  await writeFile(join(bundle, 'prerender-entry.abc.mjs'), BUNDLE_ENTRY);
  const style = { depth: 0, order: 0, sheet: { type: 'external', src: '/_astro/faq.css' } };
  await writeFile(
    join(bundle, KEPT_JOB_FILE),
    JSON.stringify({
      entry: 'prerender-entry.abc.mjs',
      pages: [{ key: '/faq&src/pages/faq.astro', styles: [style] }],
      scripts: [],
      origin: 'https://shop.test',
      nodeModules: join(work, 'node_modules'),
    }),
  );
  return bundle;
}

const input = (from: string, pages: string[]) => ({
  cmsUrl: 'http://127.0.0.1:4321/api',
  from,
  keep: join(work, '2.bundle'),
  outDir: join(work, '2.partial'),
  cars: ['S-1'],
  pages,
  signal: new AbortController().signal,
  write: (line: string) => lines.push(line),
});

const read = (file: string) => readFile(join(work, '2.partial', file), 'utf8');

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'kept-render-'));
  await mkdir(join(work, '2.partial'));
  lines = [];
});
afterEach(() => rm(work, { recursive: true, force: true }));

describe('a partial rebuild from a kept bundle', () => {
  it('names the planned pages and the cars’ pages', () => {
    expect(keptRenderPaths(['S-1', 'S-2'], ['/faq'])).toEqual(['/faq', '/masina/S-1', '/masina/S-2']);
  });

  it('writes the named pages where astro build writes them, and keeps the bundle for the new folder', async () => {
    const bundle = await keptBundle();
    expect(await renderFromKeptBundle(input(bundle, ['/faq', '/masini/sitemap.xml', '/gone']))).toBe(true);
    const cms = 'http://127.0.0.1:4321/api S-1 1';
    expect(await read('faq/index.html')).toBe(`/faq https://shop.test/faq/ ${cms}`);
    expect(await read('masini/sitemap.xml')).toBe(
      `/masini/sitemap.xml https://shop.test/masini/sitemap.xml ${cms}`,
    );
    expect(await read('masina/S-1/index.html')).toBe(`/masina/S-1 https://shop.test/masina/S-1/ ${cms}`);
    // Not named: not rendered. Named but produced by no route: absent, as from astro build.
    expect((await readdir(join(work, '2.partial'))).sort()).toEqual(['faq', 'masina', 'masini']);
    expect((await readdir(join(work, '2.bundle'))).sort()).toEqual([
      KEPT_JOB_FILE,
      'prerender-entry.abc.mjs',
    ]);
    expect(lines).toEqual(['rendered 3 page(s) from the kept bundle']);
  });

  it('answers false from an empty folder when a page is not a plain page (astro build renders it)', async () => {
    const bundle = await keptBundle();
    expect(await renderFromKeptBundle(input(bundle, ['/faq', '/redirected']))).toBe(false);
    expect(await readdir(join(work, '2.partial'))).toEqual([]);
    expect(await readdir(work)).not.toContain('2.bundle');
    expect(lines.join('\n')).toContain('rendering from the kept bundle failed, astro build instead');
    expect(lines.join('\n')).toContain('/redirected answered 302');
  });

  it('answers false when the served build kept no bundle', async () => {
    expect(await renderFromKeptBundle(input(join(work, '1.bundle'), ['/faq']))).toBe(false);
    expect(lines).toEqual(['no kept bundle of the served build: astro build']);
  });

  it('stops the render when the build is aborted', async () => {
    const bundle = await keptBundle();
    const controller = new AbortController();
    const rendering = renderFromKeptBundle({ ...input(bundle, ['/faq']), signal: controller.signal });
    controller.abort();
    await expect(rendering).rejects.toThrow('aborted');
  });
});
