import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { canShardInto, shardCount } from './astro-build.ts';
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
