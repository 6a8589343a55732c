/**
 * Assembles the folder of a partial build: a copy of the served site made of hard links (no page
 * is copied, so 10,000 car pages cost a second or so of directory entries, not their bytes), with
 * the pages the plan names replaced by the ones the partial `astro build` rendered. Pages are
 * swapped in by rename, never written through a link: a hard link shares its file with the served
 * folder, and writing into it would change the live site before the swap.
 *
 * The served folder's build record is not linked: the caller writes the new one last, as the
 * completion marker, so a crash leaves a folder start-up recognises as unfinished.
 */
import { link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { buildInfoFile } from '../site/site-folders.ts';
import { carPageFolder, pageFile } from './publish-plan.ts';

/** Enough parallel file operations to hide their latency without opening thousands at once. */
const CONCURRENCY = 64;

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** Recreates `from`'s tree under `to` (which must not exist) with every file hard-linked. */
export async function linkTree(
  from: string,
  to: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const folders: string[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name).slice(from.length + 1);
    if (skip.has(path)) continue;
    (entry.isDirectory() ? folders : files).push(path);
  }
  await mkdir(to, { recursive: true });
  // One level at a time, each level's folders in parallel: a parent always exists before its
  // children, and 10,000 car folders cost a few rounds instead of 10,000 sequential calls (~1 s).
  const byDepth = Map.groupBy(folders, (folder) => folder.split(sep).length);
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await inParallel(byDepth.get(depth) ?? [], (folder) => mkdir(join(to, folder)));
  }
  await inParallel(files, (file) => link(join(from, file), join(to, file)));
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Moves `file` (relative) from the partial output into the site, replacing the linked copy. */
async function moveIn(partialOut: string, folder: string, file: string): Promise<void> {
  await mkdir(dirname(join(folder, file)), { recursive: true });
  await rename(join(partialOut, file), join(folder, file));
}

export interface PartialSiteInput {
  /** The served build the new folder starts from. */
  served: string;
  /** Where the partial `astro build` wrote its pages. */
  partialOut: string;
  /** The new site folder (must not exist yet). */
  folder: string;
  cars: readonly string[];
  pages: readonly string[];
}

/**
 * Builds `folder` from the served site and the partial output. A car the partial build did not
 * render (hidden, or no longer listed) loses its page, exactly as a full build would leave it out;
 * so does a named page the partial build no longer produces. Assets (`_astro/`, public files) the
 * partial build wrote and the served site lacks are moved in too, so re-rendered pages never point
 * at a script the folder does not have.
 */
export async function assemblePartialSite(input: PartialSiteInput): Promise<void> {
  const { served, partialOut, folder } = input;
  const replaced = new Set([...input.pages.map(pageFile), ...input.cars.map(carPageFolder)]);
  await linkTree(served, folder, new Set([buildInfoFile, `${buildInfoFile}.tmp`]));
  for (const sku of input.cars) {
    const page = carPageFolder(sku);
    await rm(join(folder, page), { recursive: true, force: true });
    if (await exists(join(partialOut, page))) await moveIn(partialOut, folder, page);
  }
  for (const page of input.pages.map(pageFile)) {
    if (await exists(join(partialOut, page))) await moveIn(partialOut, folder, page);
    else await rm(join(folder, page), { force: true });
  }
  const written = await readdir(partialOut, { recursive: true, withFileTypes: true });
  const assets = written
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name).slice(partialOut.length + 1))
    .filter((file) => !replaced.has(file));
  await inParallel(assets, async (file) => {
    if (!(await exists(join(folder, file)))) await moveIn(partialOut, folder, file);
  });
}
