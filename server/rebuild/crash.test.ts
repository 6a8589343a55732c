/**
 * A crash during a rebuild must leave the last good build served: a real child process runs the
 * rebuild runner, is killed with SIGKILL while its build has written pages, and start-up then
 * chooses what to serve from the folders left on disk.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedSiteAtStart, writeBuildInfo } from '../site/site-folders.ts';

const child = fileURLToPath(new URL('./crash-child.fixture.ts', import.meta.url));

let sitesDir: string;
beforeEach(async () => {
  sitesDir = await mkdtemp(join(tmpdir(), 'crash-'));
});
afterEach(() => rm(sitesDir, { recursive: true, force: true }));

/** Starts the runner in a child process and kills it with SIGKILL once its build is half written. */
function crashMidBuild(served: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, sitesDir, served], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let partial = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      const match = /mid-build (\S+)/.exec(chunk.toString());
      if (match?.[1]) {
        partial = match[1];
        process_.kill('SIGKILL');
      }
    });
    process_.once('error', reject);
    process_.once('exit', (_code, signal) =>
      signal === 'SIGKILL' && partial ? resolve(partial) : reject(new Error(`child exited by ${signal}`)),
    );
  });
}

it('after a kill -9 mid-build, start-up serves the last good build and removes the partial one', async () => {
  const good = join(sitesDir, '1000');
  await mkdir(good);
  await writeFile(join(good, 'index.html'), '<h1>good</h1>');
  await writeBuildInfo(good, {
    builtAt: '2026-11-20T00:00:00.000Z',
    contentVersion: null,
    codeVersion: 'code-v1',
  });

  const partial = await crashMidBuild(good);
  expect((await readdir(sitesDir)).sort()).toEqual(['1000', partial.split('/').pop()].sort());
  expect(await readdir(partial)).toContain('index.html');

  expect((await servedSiteAtStart(sitesDir, []))?.folder).toBe(good);
  expect(await readdir(sitesDir)).toEqual(['1000']);
  expect(await readdir(good)).toContain('index.html');
});
