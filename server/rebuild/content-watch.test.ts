import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { advisoryLock } from '../db/advisory-lock.ts';
import { cars } from '../db/schema.ts';
import type { BackgroundLoop } from '../jobs/background-loop.ts';
import { ADMIN_TOKEN, adminRequest } from '../routes/admin/admin.fixture.ts';
import { buildInfoFile } from '../site/site-folders.ts';
import { createSiteRoot } from '../site/site-root.ts';
import { type TestInstance, testBackends, useTestInstances } from '../test/harness.ts';
import { contentVersion } from './content-version.ts';
import { startContentWatch } from './content-watch.ts';
import { createRebuildRunner } from './runner.ts';

interface Shop {
  name: string;
  builds: number;
  failNext: boolean;
  root: ReturnType<typeof createSiteRoot>;
  runner: ReturnType<typeof createRebuildRunner>;
  watch: BackgroundLoop;
  sitesDir: string;
}

/**
 * Two shop processes as shop-server composes them on one database: each hears only its own webhook
 * (an admin change made through it) and watches the content version for the changes of the other.
 */
describe.each(testBackends())('a content change made through one of two instances on $name', (backend) => {
  const shops: Shop[] = [];
  const [a, b] = useTestInstances(backend, (index) => ({
    adminToken: ADMIN_TOKEN,
    // The admin call's own process is notified, as the shop's webhook notifier posts to itself.
    notifyContentChange: () => void shops[index]?.runner.request({ incremental: true }),
  }));

  async function shopOn(name: string, instance: TestInstance): Promise<Shop> {
    const sitesDir = await mkdtemp(join(tmpdir(), `content-watch-${name}-`));
    const shop = { name, builds: 0, failNext: false, sitesDir, root: createSiteRoot(null) } as Shop;
    shop.runner = createRebuildRunner({
      root: shop.root,
      sitesDir,
      build: async (outDir) => {
        shop.builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (shop.failNext) {
          shop.failNext = false;
          throw new Error('the build failed');
        }
        await writeFile(join(outDir, 'index.html'), '<h1>built</h1>');
        await writeFile(join(outDir, '404.html'), '<h1>404</h1>');
      },
      contentVersion: () => contentVersion(instance.db),
      codeVersion: async () => 'code-v1',
      buildLock: advisoryLock(instance.handle, 'rebuild'),
      removeDelayMs: 0,
    });
    shop.watch = startContentWatch({
      runner: shop.runner,
      served: shop.root.get,
      contentVersion: () => contentVersion(instance.db),
      intervalMs: 50,
      log: () => {},
    });
    return shop;
  }

  beforeAll(async () => {
    shops.push(await shopOn('a', a), await shopOn('b', b));
    // Both serve a first build of the content as it is.
    await Promise.all(shops.map((shop) => shop.runner.request()));
  });
  afterAll(async () => {
    for (const shop of shops) {
      await shop.watch.stop();
      await shop.runner.stop();
      await rm(shop.sitesDir, { recursive: true, force: true });
    }
  });

  const servedVersion = async (shop: Shop) => {
    const folder = shop.root.get();
    if (!folder) return null;
    return (JSON.parse(await readFile(join(folder, buildInfoFile), 'utf8')) as { contentVersion: string })
      .contentVersion;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

  async function visibleSku(): Promise<string> {
    const [car] = await a.db
      .select({ sku: cars.sku })
      .from(cars)
      .where(eq(cars.carVisibilityId, 2))
      .orderBy(asc(cars.id))
      .limit(1);
    if (!car) throw new Error('the seed has no visible car');
    return car.sku;
  }

  it('rebuilds once in each instance: the one it went through by its webhook, the other by its watch', async () => {
    const before = shops.map((shop) => shop.builds);
    const changed = await adminRequest(a, 'PATCH', `/api/admin/cars/${await visibleSku()}`, {
      feature_message: 'Oferta saptamanii',
    });
    expect(changed.status).toBe(200);
    const last = await contentVersion(a.db);
    for (const shop of shops) await vi.waitFor(async () => expect(await servedVersion(shop)).toBe(last));
    await settle();
    expect(shops.map((shop, index) => shop.builds - (before[index] ?? 0))).toEqual([1, 1]);
  });

  it('does not retry a failed build of the same content in a loop', async () => {
    const other = shops[1];
    if (!other) throw new Error('no second shop');
    other.failNext = true;
    const before = other.builds;
    const changed = await adminRequest(a, 'PATCH', `/api/admin/cars/${await visibleSku()}`, {
      feature_message: 'Oferta lunii',
    });
    expect(changed.status).toBe(200);
    await vi.waitFor(() => expect(other.builds).toBe(before + 1));
    await settle();
    expect(other.builds).toBe(before + 1);
    expect(await servedVersion(other)).not.toBe(await contentVersion(a.db));
  });
});
