/**
 * A fingerprint of what the site is built from: its source, public files, build configuration,
 * locked dependencies, and the server code whose API answers the pages are made of. Each build
 * records it, so a start after a code change (a pull, an edit) rebuilds instead of serving pages
 * of the old code. Tests are left out: they change no page.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteModeFingerprint } from '../../src/domain/site/shop-mode.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const SITE_INPUTS = ['src', 'server', 'public', 'astro.config.mjs', 'tsconfig.json', 'package-lock.json'];
const TEST_FILE = /\.test\.tsx?$/;

async function inputFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const input of SITE_INPUTS) {
    const path = join(root, input);
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) files.push(input);
    if (!info?.isDirectory()) continue;
    for (const entry of await readdir(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !TEST_FILE.test(entry.name)) {
        files.push(relative(root, join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.sort();
}

export async function siteCodeVersion(root: string = projectRoot): Promise<string> {
  const hash = createHash('sha256');
  // The mode is part of the pages (the test-mode ribbon, the script policy for Stripe.js).
  hash.update(`mode:${siteModeFingerprint(process.env)}\0`);
  for (const file of await inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}
