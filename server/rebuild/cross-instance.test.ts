import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { ContentChange } from '../content-events/content-events.ts';
import { advisoryLock } from '../db/advisory-lock.ts';
import { cars } from '../db/schema.ts';
import { ADMIN_TOKEN, adminRequest } from '../routes/admin/admin.fixture.ts';
import { buildInfoFile } from '../site/site-folders.ts';
import { createSiteRoot } from '../site/site-root.ts';
import { type TestInstance, testBackends, useTestInstances } from '../test/harness.ts';
import { contentVersion } from './content-version.ts';
import { createRebuildRunner, type RebuildOutcome } from './runner.ts';
import { signatureHeader, signBody } from './signature.ts';
import { createRebuildWebhook } from './webhook.ts';

const SECRET = 'cross-instance-webhook-secret';
const BUILD_MS = 150;

interface BuildRecord {
  instance: string;
  start: number;
  end: number;
  /** The content version the build could read when it started. */
  saw: string | null;
}

describe.each(testBackends())('rebuilds of two instances on one $name database', (backend) => {
  const builds: BuildRecord[] = [];
  const deliveries: (Response | Promise<Response>)[] = [];
  const shops: Awaited<ReturnType<typeof shopOn>>[] = [];

  /** Every admin change is announced to every instance, as a webhook sent through each one's address. */
  function broadcast(change: ContentChange) {
    const body = JSON.stringify({ kind: change.kind });
    for (const shop of shops) {
      deliveries.push(
        shop.webhook.request('/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [signatureHeader]: signBody(body, SECRET) },
          body,
        }),
      );
    }
  }

  const [a, b] = useTestInstances(backend, { adminToken: ADMIN_TOKEN, notifyContentChange: broadcast });

  /** What shop-server composes per process: a runner with the cross-instance lock, and the webhook. */
  async function shopOn(name: string, instance: TestInstance) {
    const sitesDir = await mkdtemp(join(tmpdir(), `cross-instance-${name}-`));
    const root = createSiteRoot(null);
    const runner = createRebuildRunner({
      root,
      sitesDir,
      // A fake build: records when it ran and what it could see, and takes a while.
      build: async (outDir) => {
        const record: BuildRecord = {
          instance: name,
          start: performance.now(),
          end: Number.NaN,
          saw: await contentVersion(instance.db),
        };
        builds.push(record);
        await new Promise((resolve) => setTimeout(resolve, BUILD_MS));
        await writeFile(join(outDir, 'index.html'), '<h1>built</h1>');
        record.end = performance.now();
      },
      contentVersion: () => contentVersion(instance.db),
      codeVersion: async () => 'code-v1',
      buildLock: advisoryLock(instance.handle, 'rebuild'),
      removeDelayMs: 0,
    });
    const requests: Promise<RebuildOutcome>[] = [];
    const webhook = createRebuildWebhook({
      secret: SECRET,
      requestRebuild: () => void requests.push(runner.request()),
    });
    return { name, runner, sitesDir, root, requests, webhook };
  }

  beforeAll(async () => {
    shops.push(await shopOn('a', a), await shopOn('b', b));
  });
  afterAll(async () => {
    for (const shop of shops) {
      await shop.runner.stop();
      await rm(shop.sitesDir, { recursive: true, force: true });
    }
  });

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

  it('builds one at a time across instances, coalesces a burst, and both serve the last change', async () => {
    const sku = await visibleSku();
    const first = await adminRequest(a, 'PATCH', `/api/admin/cars/${sku}`, { feature_message: 'Oferta 1' });
    expect(first.status).toBe(200);
    // The second change lands while a build runs, made through the other instance.
    await vi.waitFor(() => expect(builds.length).toBeGreaterThan(0), { timeout: 10_000 });
    const second = await adminRequest(b, 'PATCH', `/api/admin/cars/${sku}`, { feature_message: 'Oferta 2' });
    expect(second.status).toBe(200);

    expect((await Promise.all(deliveries)).map((response) => response.status)).toEqual([202, 202, 202, 202]);
    const outcomes = await Promise.all(shops.flatMap((shop) => shop.requests));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);

    const ordered = [...builds].sort((x, y) => x.start - y.start);
    for (const [index, build] of ordered.entries()) {
      const previous = ordered[index - 1];
      if (previous)
        expect(build.start, 'a build started before the previous one ended').toBeGreaterThanOrEqual(
          previous.end,
        );
    }
    const last = await contentVersion(a.db);
    for (const shop of shops) {
      const own = builds.filter((build) => build.instance === shop.name);
      // Two webhooks each: a build and at most one more after it, never one per webhook and more.
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
      expect(own.at(-1)?.saw).toBe(last);
      const served = shop.root.get();
      if (!served) throw new Error(`instance ${shop.name} serves no site`);
      const info = JSON.parse(await readFile(join(served, buildInfoFile), 'utf8')) as {
        contentVersion: string;
      };
      expect(info.contentVersion).toBe(last);
    }
  });
});
