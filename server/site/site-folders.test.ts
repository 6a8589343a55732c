import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BuiltSite,
  isStale,
  newestBuiltSite,
  pruneSiteFolders,
  readBuiltSite,
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

  it('picks the newest build among candidates', async () => {
    const older = await site('1000', '2026-11-01T00:00:00.000Z');
    const newer = await site('2000', '2026-11-02T00:00:00.000Z');
    expect((await newestBuiltSite([older, newer, join(base, 'nothing')]))?.folder).toBe(newer);
    expect(await newestBuiltSite([join(base, 'nothing')])).toBeNull();
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
