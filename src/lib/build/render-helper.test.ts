import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PathWithRoute } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeShare } from './render-helper.ts';

const carRoute = '/masina/[sku]';
const path = (pathname: string, route: string): PathWithRoute => ({
  pathname,
  route: { route } as PathWithRoute['route'],
});
const render = async (request: Request) => {
  const { pathname } = new URL(request.url);
  return pathname === '/masina/R/'
    ? new Response(null, { status: 301, headers: { location: '/masini' } })
    : new Response(`<p>${pathname}</p>`);
};

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'render-helper-'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

describe('writeShare', () => {
  const job = () => ({ route: carRoute, outDir, origin: 'https://x.ro' });

  it("writes its route's pages, leaves the others and reports the answers that are not pages", async () => {
    const paths = [path('/', '/'), path('/masina/A', carRoute), path('/masina/R', carRoute)];
    expect(await writeShare(paths, job(), render, () => true)).toEqual({
      written: 1,
      notWritten: ['/masina/R'],
    });
    expect(await readdir(outDir)).toEqual(['masina']);
    expect(await readFile(join(outDir, 'masina/A/index.html'), 'utf8')).toBe('<p>/masina/A/</p>');
  });

  it('stops, writing nothing more, once the build that started it is gone', async () => {
    let alive = 2;
    const paths = ['A', 'B', 'C'].map((sku) => path(`/masina/${sku}`, carRoute));
    await expect(writeShare(paths, job(), render, () => alive-- > 0)).rejects.toThrow(
      'the build that started this helper is gone',
    );
    expect(await readdir(join(outDir, 'masina'))).toEqual(['A', 'B']);
  });
});
