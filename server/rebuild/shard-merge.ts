/**
 * Joins the outputs of a sharded full build (astro-build.ts). Every shard renders the same pages
 * besides its share of the car pages and bundles the same code into the same hashed assets, so the
 * first shard's output is the site and each other shard only adds what the site lacks: its car
 * pages (and an asset, should a bundle ever differ). The shard's folder is removed afterwards.
 *
 * What the site lacks is moved in whole: a car's folder is one rename, not a folder made and a
 * file moved per page (at 10,000 cars the join took ~1.3 s after the last shard).
 */
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inParallel } from './partial-site.ts';

const kindOf = (path: string) =>
  lstat(path).then(
    (stats) => (stats.isDirectory() ? 'folder' : 'file'),
    () => 'missing' as const,
  );

async function mergeFolder(site: string, shardOut: string, folder: string): Promise<void> {
  const entries = await readdir(join(shardOut, folder), { withFileTypes: true });
  await inParallel(entries, async (entry) => {
    const path = join(folder, entry.name);
    const kind = await kindOf(join(site, path));
    if (kind === 'missing') await rename(join(shardOut, path), join(site, path));
    else if (kind === 'folder' && entry.isDirectory()) await mergeFolder(site, shardOut, path);
  });
}

export async function mergeShardOutput(site: string, shardOut: string): Promise<void> {
  await mergeFolder(site, shardOut, '');
  await rm(shardOut, { recursive: true, force: true });
}
