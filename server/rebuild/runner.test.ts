import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildInfoFile } from '../site/site-folders.ts';
import { createSiteRoot, type SiteRoot } from '../site/site-root.ts';
import { createRebuildRunner, type RebuildRunnerOptions } from './runner.ts';

/** A build the test finishes by hand, to hold the runner in the "building" state. */
interface PendingBuild {
  outDir: string;
  finish(ok: boolean): Promise<void>;
}

function controllableBuild() {
  const started: PendingBuild[] = [];
  let waiting: (() => void) | null = null;
  const build: RebuildRunnerOptions['build'] = async (outDir, signal, _only, bundles) => {
    // As `astro build` keeps its bundle before it renders: a failure leaves it behind.
    if (bundles) await mkdir(bundles.keep, { recursive: true });
    return new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new Error('aborted')));
      started.push({
        outDir,
        async finish(ok) {
          if (!ok) return reject(new Error('astro build exited with 1'));
          await writeFile(join(outDir, 'index.html'), `<h1>${outDir}</h1>`);
          resolve();
        },
      });
      waiting?.();
    });
  };
  async function nextStarted(count: number): Promise<PendingBuild> {
    while (started.length < count) await new Promise<void>((resolve) => (waiting = resolve));
    const build = started[count - 1];
    if (!build) throw new Error('no build');
    return build;
  }
  return { build, started, nextStarted };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

let sitesDir: string;
let root: SiteRoot;
let clock: number;

beforeEach(async () => {
  sitesDir = await mkdtemp(join(tmpdir(), 'rebuild-'));
  root = createSiteRoot(null);
  clock = Date.parse('2026-11-22T10:00:00Z');
});
afterEach(() => rm(sitesDir, { recursive: true, force: true }));

function runnerWith(build: RebuildRunnerOptions['build'], buildLock?: RebuildRunnerOptions['buildLock']) {
  return createRebuildRunner({
    ...(buildLock ? { buildLock } : {}),
    root,
    sitesDir,
    build,
    contentVersion: async () => '2026-11-22T09:00:00.000Z',
    codeVersion: async () => 'code-v1',
    removeDelayMs: 0,
    now: () => {
      clock += 1000;
      return new Date(clock);
    },
  });
}

describe('rebuild runner', () => {
  it('swaps the root to the new folder only after a successful build, with its build record', async () => {
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const done = runner.request();
    const first = await fake.nextStarted(1);
    expect(root.get()).toBeNull();
    await first.finish(true);
    const outcome = await done;
    expect(outcome).toMatchObject({ ok: true, folder: first.outDir });
    expect(root.get()).toBe(first.outDir);
    const info = JSON.parse(await readFile(join(first.outDir, buildInfoFile), 'utf8'));
    expect(info.contentVersion).toBe('2026-11-22T09:00:00.000Z');
    expect(info.codeVersion).toBe('code-v1');
  });

  it('keeps serving the old folder and deletes the failed one when a build fails', async () => {
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const firstDone = runner.request();
    await (await fake.nextStarted(1)).finish(true);
    await firstDone;
    const served = root.get();
    const secondDone = runner.request();
    const second = await fake.nextStarted(2);
    await second.finish(false);
    expect(await secondDone).toEqual({ ok: false, error: 'astro build exited with 1' });
    expect(root.get()).toBe(served);
    expect(await exists(second.outDir)).toBe(false);
    expect(await exists(`${second.outDir}.bundle`)).toBe(false);
    expect(await exists(`${served}.bundle`)).toBe(true);
  });

  it('coalesces a burst during a build into exactly one more build', async () => {
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const first = runner.request();
    const running = await fake.nextStarted(1);
    const burst = [runner.request(), runner.request(), runner.request(), runner.request()];
    await running.finish(true);
    await first;
    const queued = await fake.nextStarted(2);
    expect(fake.started).toHaveLength(2);
    await queued.finish(true);
    const outcomes = await Promise.all(burst);
    expect(new Set(outcomes.map((outcome) => (outcome.ok ? outcome.folder : 'failed')))).toEqual(
      new Set([queued.outDir]),
    );
    expect(fake.started).toHaveLength(2);
    expect(root.get()).toBe(queued.outDir);
  });

  it('removes the replaced folder after the swap', async () => {
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const a = runner.request();
    const first = await fake.nextStarted(1);
    await first.finish(true);
    await a;
    const b = runner.request();
    await (await fake.nextStarted(2)).finish(true);
    await b;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await exists(first.outDir)).toBe(false);
    // Its kept bundle goes with it; the served build's stays for the next partial rebuild.
    expect(await exists(`${first.outDir}.bundle`)).toBe(false);
    expect(await exists(`${root.get()}.bundle`)).toBe(true);
  });

  it('never removes a folder outside its sites folder (dist/)', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'dist-'));
    root.set(outside);
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const done = runner.request();
    await (await fake.nextStarted(1)).finish(true);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await exists(outside)).toBe(true);
    await rm(outside, { recursive: true, force: true });
  });

  it('stop aborts the running build and answers the queued requests', async () => {
    const fake = controllableBuild();
    const runner = runnerWith(fake.build);
    const running = runner.request();
    await fake.nextStarted(1);
    const queued = runner.request();
    await runner.stop();
    expect(await running).toEqual({ ok: false, error: 'aborted' });
    expect(await queued).toEqual({ ok: false, error: 'stopped' });
    expect(await runner.request()).toEqual({ ok: false, error: 'stopped' });
    expect(fake.started).toHaveLength(1);
    expect(root.get()).toBeNull();
  });

  describe('with a build lock held by another instance', () => {
    /** A lock the test hands over by hand; `signal` aborts the wait like the real one. */
    function heldLock() {
      let free = () => {};
      const freed = new Promise<void>((resolve) => {
        free = resolve;
      });
      const lock: NonNullable<RebuildRunnerOptions['buildLock']> = async (run, signal) => {
        await new Promise<void>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new Error('aborted while waiting')));
          void freed.then(resolve);
        });
        return run();
      };
      return { lock, free };
    }

    it('builds only once it holds the lock, and requests made while it waits join that build', async () => {
      const fake = controllableBuild();
      const held = heldLock();
      const runner = runnerWith(fake.build, held.lock);
      const first = runner.request();
      const second = runner.request();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fake.started).toHaveLength(0);
      held.free();
      await (await fake.nextStarted(1)).finish(true);
      const outcomes = await Promise.all([first, second]);
      expect(outcomes[1]).toEqual(outcomes[0]);
      expect(outcomes[0].ok).toBe(true);
      expect(fake.started).toHaveLength(1);
    });

    it('stop ends the wait for the lock without building', async () => {
      const fake = controllableBuild();
      const runner = runnerWith(fake.build, heldLock().lock);
      const waiting = runner.request();
      await runner.stop();
      expect(await waiting).toEqual({ ok: false, error: 'aborted while waiting' });
      expect(fake.started).toHaveLength(0);
      expect(root.get()).toBeNull();
    });
  });
});
