import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteCodeVersion } from './code-version.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'code-version-'));
  await mkdir(join(root, 'src/pages'), { recursive: true });
  await mkdir(join(root, 'public'), { recursive: true });
  await mkdir(join(root, 'server'), { recursive: true });
  await writeFile(join(root, 'src/pages/index.astro'), '<h1>Masini</h1>');
  await writeFile(join(root, 'src/pages/index.test.ts'), 'test');
  await writeFile(join(root, 'public/robots.txt'), 'User-agent: *');
  await writeFile(join(root, 'astro.config.mjs'), 'export default {}');
  await writeFile(join(root, 'server/app.ts'), 'api');
  await mkdir(join(root, 'tests/e2e'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('siteCodeVersion', () => {
  it('is the same for the same files', async () => {
    expect(await siteCodeVersion(root)).toBe(await siteCodeVersion(root));
  });

  it.each([
    ['a changed page', 'src/pages/index.astro', '<h1>Masini noi</h1>'],
    ['a new source file', 'src/pages/faq.astro', '<h1>FAQ</h1>'],
    ['a changed public file', 'public/robots.txt', 'User-agent: none'],
    ['a changed build configuration', 'astro.config.mjs', 'export default { base: "/" }'],
    ['a new lock file', 'package-lock.json', '{}'],
    ['a changed API handler, whose answers the pages are built from', 'server/app.ts', 'other api'],
  ])('changes with %s', async (_case, file, content) => {
    const before = await siteCodeVersion(root);
    await writeFile(join(root, file), content);
    expect(await siteCodeVersion(root)).not.toBe(before);
  });

  it.each([
    ['a changed test', 'src/pages/index.test.ts', 'other test'],
    ['a changed end-to-end spec', 'tests/e2e/home.spec.ts', 'other spec'],
  ])('ignores %s, which changes no page', async (_case, file, content) => {
    const before = await siteCodeVersion(root);
    await writeFile(join(root, file), content);
    expect(await siteCodeVersion(root)).toBe(before);
  });

  it('tells a renamed file from the same content under its old name', async () => {
    const before = await siteCodeVersion(root);
    await rm(join(root, 'src/pages/index.astro'));
    await writeFile(join(root, 'src/pages/home.astro'), '<h1>Masini</h1>');
    expect(await siteCodeVersion(root)).not.toBe(before);
  });
});
