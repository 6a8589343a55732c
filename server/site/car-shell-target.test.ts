import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cars } from '../db/schema.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { carShellTarget, skuOf } from './car-shell-target.ts';
import { createSiteRoot } from './site-root.ts';
import { serveSite } from './static.ts';

describe.each([
  ['/masina/AB-1003', 'AB-1003'],
  ['/masina/AB%201003/', 'AB 1003'],
  ['/masina/%E0%A4%A', null],
])('skuOf(%s)', (pathname, sku) => {
  it(`is ${sku}`, () => expect(skuOf(pathname)).toBe(sku));
});

describe.each(testBackends())('the live car shell answers 404 for an unknown sku ($name)', (backend) => {
  const t = useTestApp(backend);
  let folder: string;
  let site: Hono;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'car-shell-'));
    await mkdir(join(folder, 'masina'), { recursive: true });
    await writeFile(join(folder, 'masina', 'index.html'), '<h1>live car shell</h1>');
    await writeFile(join(folder, '404.html'), '<h1>404</h1>');
    await mkdir(join(folder, 'plata'), { recursive: true });
    await writeFile(join(folder, 'plata', 'index.html'), '<h1>plata shell</h1>');
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  beforeEach(() => {
    site = new Hono().use(
      '*',
      serveSite({ root: createSiteRoot(folder), shellTarget: carShellTarget(t.db) }),
    );
  });

  it('serves the shell with 200 for a car added after the build', async () => {
    const [car] = await t.db.select({ sku: cars.sku }).from(cars).limit(1);
    const response = await site.request(`/masina/${encodeURIComponent(car?.sku ?? '')}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('live car shell');
  });

  it.each(['/masina/NU-EXISTA-999', '/masina/%E0%A4%A'])(
    'serves the shell with 404 for %s, so its island shows the car-not-found text',
    async (path) => {
      const response = await site.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('live car shell');
    },
  );

  it('leaves the other shells at 200', async () => {
    expect((await site.request('/plata/any-uuid')).status).toBe(200);
  });
});
