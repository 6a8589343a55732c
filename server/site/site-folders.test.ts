import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BuiltSite,
  isStale,
  pruneSiteFolders,
  readBuiltSite,
  readRunnerBuild,
  servedSiteAtStart,
  siteFolders,
  writeBuildInfo,
} from './site-folders.ts';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'folders-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

async function site(name: string, builtAt: string | null, page = '404.html'): Promise<string> {
  const folder = join(base, name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, page), '<h1>page</h1>');
  if (builtAt) await writeBuildInfo(folder, { builtAt, contentVersion: builtAt, codeVersion: 'code-v1' });
  return folder;
}

describe('built site folders', () => {
  it('ignores folders without pages (a failed or unfinished build)', async () => {
    await mkdir(join(base, 'empty'));
    expect(await readBuiltSite(join(base, 'empty'))).toBeNull();
    expect(await readBuiltSite(join(base, 'missing'))).toBeNull();
  });

  it('dates a manual build without a record by its pages', async () => {
    const folder = await site('dist', null, 'index.html');
    await utimes(
      join(folder, 'index.html'),
      new Date('2026-01-02T03:04:05Z'),
      new Date('2026-01-02T03:04:05Z'),
    );
    expect((await readBuiltSite(folder))?.info).toEqual({
      builtAt: '2026-01-02T03:04:05.000Z',
      contentVersion: '2026-01-02T03:04:05.000Z',
      codeVersion: null,
    });
  });

  it('reads a record written before builds recorded their code as code no one knows', async () => {
    const folder = await site('3000', null);
    await writeFile(
      join(folder, '.build-info.json'),
      JSON.stringify({ builtAt: '2026-11-01T00:00:00.000Z', contentVersion: '2026-11-01T00:00:00.000Z' }),
    );
    expect((await readBuiltSite(folder))?.info.codeVersion).toBe('');
  });

  it('serves the newest finished build and removes the other runner folders', async () => {
    const older = await site('1000', '2026-11-01T00:00:00.000Z');
    const newer = await site('2000', '2026-11-02T00:00:00.000Z');
    expect((await servedSiteAtStart(base, [join(base, '..', 'nothing')]))?.folder).toBe(newer);
    expect(await siteFolders(base)).toEqual([newer]);
    expect(older).not.toBe(newer);
  });

  it('serves nothing when there is no finished build', async () => {
    await mkdir(join(base, 'empty'));
    expect(await servedSiteAtStart(base, [join(base, 'nothing')])).toBeNull();
  });

  it('never takes an unfinished runner folder for a build, however new its pages', async () => {
    const good = await site('1000', '2026-11-01T00:00:00.000Z');
    const unfinished = await site('2000', null, 'index.html');
    await writeFile(join(unfinished, '404.html'), '<h1>page</h1>');
    // A crash while the record was being written leaves only its temporary file.
    await writeFile(join(unfinished, '.build-info.json.tmp'), '{"builtAt":"2026-11-0');
    expect(await readRunnerBuild(unfinished)).toBeNull();
    expect((await servedSiteAtStart(base, []))?.folder).toBe(good);
    expect(await siteFolders(base)).toEqual([good]);
  });

  it('serves a newer manual build (dist/, judged by its pages) over the runner builds', async () => {
    await site('1000', '2026-01-01T00:00:00.000Z');
    const manual = await site(join('..', `${base.split('/').pop()}-dist`), null, 'index.html');
    try {
      expect((await servedSiteAtStart(base, [manual]))?.folder).toBe(manual);
      expect(await siteFolders(base)).toEqual([]);
    } finally {
      await rm(manual, { recursive: true, force: true });
    }
  });

  it('writes the record whole, leaving no temporary file', async () => {
    const folder = await site('1000', '2026-11-01T00:00:00.000Z');
    expect((await readRunnerBuild(folder))?.info.codeVersion).toBe('code-v1');
    await expect(stat(join(folder, '.build-info.json.tmp'))).rejects.toThrow();
  });

  it('prunes every runner folder but the one kept', async () => {
    const keep = await site('1000', '2026-11-01T00:00:00.000Z');
    await site('2000', null);
    await pruneSiteFolders(base, keep);
    expect(await siteFolders(base)).toEqual([keep]);
  });
});

describe('isStale', () => {
  const built: BuiltSite = {
    folder: '/x',
    info: {
      builtAt: '2026-11-02T00:00:00.000Z',
      contentVersion: '2026-11-01T12:00:00.000Z',
      codeVersion: 'code-v1',
    },
  };
  it.each([
    [null, false],
    ['2026-11-01T11:00:00.000Z', false],
    ['2026-11-01T12:00:00.000Z', false],
    ['2026-11-01T12:00:00.001Z', true],
  ])('content version %s → stale %s', (contentVersion, stale) => {
    expect(isStale(built, { contentVersion, codeVersion: 'code-v1' })).toBe(stale);
  });

  it('a build that saw an empty database is stale once content exists', () => {
    const empty = { ...built, info: { ...built.info, contentVersion: null } };
    expect(isStale(empty, { contentVersion: '2026-01-01T00:00:00.000Z', codeVersion: 'code-v1' })).toBe(true);
  });

  it.each([
    ['other code', 'code-v1', 'code-v2', true],
    ['a record from before code was recorded', '', 'code-v1', true],
    ['a manual build, whose code is unknown', null, 'code-v2', false],
  ])('%s → stale %s', (_case, recorded, current, stale) => {
    const site = { ...built, info: { ...built.info, codeVersion: recorded } };
    expect(isStale(site, { contentVersion: '2026-11-01T12:00:00.000Z', codeVersion: current })).toBe(stale);
  });
});
