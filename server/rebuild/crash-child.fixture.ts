/**
 * Test fixture run as a real child process by crash.test.ts: a rebuild runner whose build writes a
 * site's pages (index and not-found first, as Astro does) and then hangs, so the parent can
 * `kill -9` it mid-build. Usage: node crash-child.fixture.ts <sitesDir> <servedFolder>
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSiteRoot } from '../site/site-root.ts';
import { createRebuildRunner } from './runner.ts';

const [sitesDir, served] = process.argv.slice(2);
if (!sitesDir || !served) throw new Error('usage: crash-child.fixture.ts <sitesDir> <servedFolder>');

const runner = createRebuildRunner({
  root: createSiteRoot(served),
  sitesDir,
  contentVersion: async () => '2026-11-24T08:00:00.000Z',
  codeVersion: async () => 'code-v1',
  build: async (outDir) => {
    for (const page of ['index.html', '404.html', 'faq.html']) {
      await writeFile(join(outDir, page), `<h1>${page}</h1>`);
    }
    process.stdout.write(`mid-build ${outDir}\n`);
    // Hang with the event loop held open: a bare never-settling promise lets Node exit on its own
    // (seen in CI under load: the child ended before the parent's SIGKILL).
    setInterval(() => {}, 60_000);
    await new Promise(() => {});
  },
});
void runner.request();
