/**
 * Joins the outputs of a sharded full build (astro-build.ts). Every shard renders the same pages
 * besides its share of the car pages and bundles the same code into the same hashed assets, so the
 * first shard's output is the site and each other shard only adds what the site lacks: its car
 * pages (and an asset, should a bundle ever differ). The shard's folder is removed afterwards.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { exists, inParallel, moveIn } from './partial-site.ts';

export async function mergeShardOutput(site: string, shardOut: string): Promise<void> {
  const entries = await readdir(shardOut, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(shardOut.length + 1));
  await inParallel(files, async (file) => {
    if (!(await exists(join(site, file)))) await moveIn(shardOut, site, file);
  });
  await rm(shardOut, { recursive: true, force: true });
}
