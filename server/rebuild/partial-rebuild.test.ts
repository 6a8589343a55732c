/**
 * Partial rebuilds through the real runner, plan and folder assembly, with a fake `astro build`
 * that renders a small catalogue: the swap shows the changed pages, shares every other file with
 * the previous build, and a failure leaves the served site exactly as it was.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildInfoFile } from '../site/site-folders.ts';
import { createSiteRoot, type SiteRoot } from '../site/site-root.ts';
import { CAR_LIST_PAGES, planPublish, type RecordedChange } from './publish-plan.ts';
import { type BuildBundles, createRebuildRunner, type PartialScope } from './runner.ts';

interface FakeCar {
  price: number;
  listed: boolean;
}

let sitesDir: string;
let root: SiteRoot;
let catalogue: Map<string, FakeCar>;
let events: RecordedChange[];
let faqText: string;
let builds: { only: PartialScope | undefined; bundles: BuildBundles | undefined }[];
let failNext: boolean;

async function put(folder: string, file: string, text: string) {
  await mkdir(dirname(join(folder, file)), { recursive: true });
  await writeFile(join(folder, file), text);
}

/** Renders like the site does: every non-car page always, car pages for the listed (and named) cars. */
async function fakeBuild(outDir: string, _signal: AbortSignal, only?: PartialScope, bundles?: BuildBundles) {
  builds.push({ only, bundles });
  // As `astro build` keeps its bundle before it renders (a failure after it leaves it behind).
  if (bundles) await put(bundles.keep, 'kept-job.json', '{}');
  const listed = [...catalogue].filter(([, car]) => car.listed);
  await put(outDir, 'index.html', '<h1>home</h1>');
  await put(outDir, '404.html', '<h1>404</h1>');
  await put(outDir, 'faq/index.html', faqText);
  await put(outDir, '_astro/app.js', 'console.log(1)');
  await put(outDir, 'masini/index.html', listed.map(([sku, car]) => `${sku}:${car.price}`).join(','));
  if (failNext) throw new Error('astro build exited with 1');
  for (const [sku, car] of listed) {
    if (only && !only.cars.includes(sku)) continue;
    await put(outDir, `masina/${sku}/index.html`, `${sku} costs ${car.price}`);
  }
}

function runner() {
  return createRebuildRunner({
    root,
    sitesDir,
    build: fakeBuild,
    contentVersion: async () => `v${events.length}`,
    codeVersion: async () => 'code-v1',
    lastEventId: async () => events.length,
    planSince: async (served) => planPublish(events.slice(served.lastEventId ?? 0)),
    removeDelayMs: 60_000,
  });
}

const read = (folder: string, file: string) => readFile(join(folder, file), 'utf8');
const inode = async (folder: string, file: string) => (await stat(join(folder, file))).ino;

/** Every file of a folder with its content: the served site, compared before and after. */
async function snapshot(folder: string): Promise<Record<string, string>> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  const entries = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(folder.length + 1), await readFile(path, 'utf8')] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function servedAfterFullBuild() {
  const rebuilds = runner();
  const outcome = await rebuilds.request();
  if (!outcome.ok) throw new Error(outcome.error);
  return { rebuilds, first: outcome.folder };
}

beforeEach(async () => {
  sitesDir = await mkdtemp(join(tmpdir(), 'partial-'));
  root = createSiteRoot(null);
  catalogue = new Map([
    ['A-1', { price: 100, listed: true }],
    ['B-2', { price: 200, listed: true }],
  ]);
  events = [];
  faqText = 'faq v1';
  builds = [];
  failNext = false;
});
afterEach(() => rm(sitesDir, { recursive: true, force: true }));

describe('partial rebuild', () => {
  it('renders only the changed car and the lists, links the rest, and swaps', async () => {
    const { rebuilds, first } = await servedAfterFullBuild();
    catalogue.set('A-1', { price: 150, listed: true });
    faqText = 'faq v2 (not announced by any event)';
    events.push({ kind: 'car.updated', subject: 'A-1' });

    const outcome = await rebuilds.request({ incremental: true });
    expect(outcome).toMatchObject({ ok: true, kind: 'partial' });
    if (!outcome.ok) return;
    const next = outcome.folder;
    expect(root.get()).toBe(next);
    expect(builds.at(-1)).toEqual({
      only: { cars: ['A-1'], pages: [...CAR_LIST_PAGES].sort() },
      bundles: { keep: `${next}.bundle`, reuse: `${first}.bundle` },
    });

    expect(await read(next, 'masina/A-1/index.html')).toBe('A-1 costs 150');
    expect(await read(next, 'masini/index.html')).toBe('A-1:150,B-2:200');
    // Pages the change does not touch are the very same files as the previous build's.
    expect(await inode(next, 'masina/B-2/index.html')).toBe(await inode(first, 'masina/B-2/index.html'));
    expect(await read(next, 'faq/index.html')).toBe('faq v1');
    // The previous folder was never written through a link.
    expect(await read(first, 'masina/A-1/index.html')).toBe('A-1 costs 100');
    expect(await read(first, 'masini/index.html')).toBe('A-1:100,B-2:200');
    const record = JSON.parse(await read(next, buildInfoFile));
    expect(record.lastEventId).toBe(1);
    // Each build's kept bundle lies beside its folder, outside what is served.
    const folders = [first, `${first}.bundle`, next, `${next}.bundle`];
    expect((await readdir(sitesDir)).sort()).toEqual(folders.map((f) => f.split('/').pop()).sort());
  });

  it('drops the page of a car that is no longer listed, as a full build would', async () => {
    const { rebuilds, first } = await servedAfterFullBuild();
    catalogue.set('B-2', { price: 200, listed: false });
    catalogue.set('C-3', { price: 300, listed: true });
    events.push({ kind: 'car.hidden', subject: 'B-2' }, { kind: 'car.created', subject: 'C-3' });

    const outcome = await rebuilds.request({ incremental: true });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(await readdir(join(outcome.folder, 'masina'))).toEqual(['A-1', 'C-3']);
    expect(await read(outcome.folder, 'masini/index.html')).toBe('A-1:100,C-3:300');
    expect(await readdir(join(first, 'masina'))).toEqual(['A-1', 'B-2']);
  });

  it('a failed partial build leaves the served site untouched and removes its folders', async () => {
    const { rebuilds, first } = await servedAfterFullBuild();
    const before = await snapshot(first);
    catalogue.set('A-1', { price: 999, listed: true });
    events.push({ kind: 'car.updated', subject: 'A-1' });
    failNext = true;

    expect(await rebuilds.request({ incremental: true })).toEqual({
      ok: false,
      error: 'astro build exited with 1',
    });
    expect(root.get()).toBe(first);
    expect(await snapshot(first)).toEqual(before);
    expect((await readdir(sitesDir)).sort()).toEqual(
      [first, `${first}.bundle`].map((f) => f.split('/').pop()),
    );

    // The events are still pending: the next request renders them.
    failNext = false;
    const retried = await rebuilds.request({ incremental: true });
    if (!retried.ok) throw new Error(retried.error);
    expect(await read(retried.folder, 'masina/A-1/index.html')).toBe('A-1 costs 999');
  });

  it('builds everything for a change the events cannot place, or a request without events', async () => {
    const { rebuilds } = await servedAfterFullBuild();
    events.push({ kind: 'settings.saved', subject: null });
    expect(await rebuilds.request({ incremental: true })).toMatchObject({ ok: true, kind: 'full' });
    expect(builds.at(-1)?.only).toBeUndefined();

    events.push({ kind: 'car.updated', subject: 'A-1' });
    expect(await rebuilds.request()).toMatchObject({ ok: true, kind: 'full' });
    expect(builds.at(-1)?.only).toBeUndefined();
  });

  it('builds nothing when the served build already shows every event', async () => {
    const { rebuilds, first } = await servedAfterFullBuild();
    const count = builds.length;
    expect(await rebuilds.request({ incremental: true })).toMatchObject({ ok: true, folder: first });
    expect(builds).toHaveLength(count);
  });

  it('a burst mixing an outside change with event changes becomes one full build', async () => {
    const { rebuilds } = await servedAfterFullBuild();
    events.push({ kind: 'car.updated', subject: 'A-1' });
    const running = rebuilds.request({ incremental: true });
    const queued = [rebuilds.request({ incremental: true }), rebuilds.request()];
    expect(await running).toMatchObject({ ok: true, kind: 'partial' });
    const outcomes = await Promise.all(queued);
    expect(outcomes.map((outcome) => outcome.ok && outcome.kind)).toEqual(['full', 'full']);
  });
});
