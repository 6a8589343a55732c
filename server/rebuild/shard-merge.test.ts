import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { astroBuild, type BuildRun, canShardInto, shardCount } from './astro-build.ts';
import { mergeShardOutput } from './shard-merge.ts';

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

describe('mergeShardOutput', () => {
  let scratch: string;
  beforeEach(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'shard-merge-'));
  });
  afterEach(() => rm(scratch, { recursive: true, force: true }));

  it('adds the shard’s car pages and missing assets, keeps the site’s own pages, removes the shard', async () => {
    const site = join(scratch, 'site');
    const shard = join(scratch, 'site.shard-1');
    await writeTree(site, {
      'index.html': 'home from shard 0',
      'masina/A-1/index.html': 'A-1',
      '_astro/app.js': 'bundle',
    });
    await writeTree(shard, {
      'index.html': 'home from shard 1',
      'masina/B-2/index.html': 'B-2',
      'masina/C-3/index.html': 'C-3',
      '_astro/app.js': 'bundle',
      '_astro/extra.js': 'extra',
    });
    await mergeShardOutput(site, shard);
    expect((await readdir(join(site, 'masina'))).sort()).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await readFile(join(site, 'masina/C-3/index.html'), 'utf8')).toBe('C-3');
    expect(await readFile(join(site, 'index.html'), 'utf8')).toBe('home from shard 0');
    expect(await readFile(join(site, '_astro/extra.js'), 'utf8')).toBe('extra');
    expect(await readdir(scratch)).toEqual(['site']);
  });
});

describe('shards of a full build', () => {
  it.each([
    [72, 2, 1],
    [999, 8, 1],
    [1000, 1, 1],
    [1000, 2, 2],
    [10_000, 2, 2],
    [10_000, 16, 4],
  ])('%i listed cars on %i cores → %i processes', (cars, cores, expected) => {
    expect(shardCount(cars, cores)).toBe(expected);
  });

  it('shards only into a folder under the project, where each build keeps its own server bundle', () => {
    const root = join(import.meta.dirname, '../..');
    expect(canShardInto(join(root, 'data/site/1795737398720'))).toBe(true);
    expect(canShardInto(join(tmpdir(), 'site'))).toBe(false);
    expect(canShardInto(root)).toBe(false);
  });
});

describe('a sharded full build', () => {
  const projectRoot = join(import.meta.dirname, '../..');
  let scratch: string;
  beforeEach(async () => {
    scratch = await mkdtemp(join(projectRoot, '.bench-build-test-'));
  });
  afterEach(() => rm(scratch, { recursive: true, force: true }));

  /** A fake `astro build`: every shard writes the home page and its own car page. */
  const fakeRun = (fail?: number) => async (build: BuildRun) => {
    const shard = build.shard?.index ?? 0;
    if (shard === fail) throw new Error(`shard ${shard} failed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (build.signal.aborted) throw new Error('aborted');
    await writeTree(build.outDir, { 'index.html': 'home', [`masina/S-${shard}/index.html`]: `S-${shard}` });
  };

  it('runs one process per shard and joins their car pages into the output folder', async () => {
    const run = vi.fn(fakeRun());
    const outDir = join(scratch, 'site');
    await astroBuild({ cmsUrl: '', shards: async () => 3, run })(outDir, new AbortController().signal);
    expect(run.mock.calls.map(([build]) => build.shard)).toEqual([
      { index: 0, count: 3 },
      { index: 1, count: 3 },
      { index: 2, count: 3 },
    ]);
    expect((await readdir(join(outDir, 'masina'))).sort()).toEqual(['S-0', 'S-1', 'S-2']);
    expect(await readdir(scratch)).toEqual(['site']);
  });

  it('fails as a whole when one shard fails, stops the others and leaves no shard folder', async () => {
    const run = vi.fn(fakeRun(1));
    const build = astroBuild({ cmsUrl: '', shards: async () => 2, run });
    await expect(build(join(scratch, 'site'), new AbortController().signal)).rejects.toThrow(
      'shard 1 failed',
    );
    expect(run.mock.calls[0]?.[0].signal.aborted).toBe(true);
    expect((await readdir(scratch)).filter((name) => name.includes('shard'))).toEqual([]);
  });

  it('builds a partial build, or a folder outside the project, in one process', async () => {
    const run = vi.fn(fakeRun());
    const build = astroBuild({ cmsUrl: '', shards: async () => 2, run });
    await build(join(scratch, 'partial'), new AbortController().signal, { cars: ['S-0'] });
    const outside = await mkdtemp(join(tmpdir(), 'site-'));
    await build(outside, new AbortController().signal).finally(() =>
      rm(outside, { recursive: true, force: true }),
    );
    expect(run.mock.calls.map(([call]) => call.shard)).toEqual([null, null]);
  });
});
