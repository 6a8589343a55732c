/**
 * The car list and filters with the catalogue cache on, as `npm start` serves them: repeated reads
 * come from memory (a row written behind the app's back stays unseen within the cache's lifetime),
 * while a change made through the app is visible to the very next read, also of the answers the
 * Node server replays in front of the app (replay-cache.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { cars } from '../../db/schema.ts';
import { createReplayCache, replayingListener } from '../../http/replay-cache.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN } from '../admin/admin.fixture.ts';

const LIST = '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3';

describe.each(testBackends())('catalogue cache on $name', (backend) => {
  const replay = createReplayCache();
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, catalogueCacheMs: 60_000, replayCache: replay });
  // The app behind a Node server that replays its answers, as `npm start` serves it.
  const server = createServer(
    replayingListener(
      replay,
      getRequestListener((request) => t.app.fetch(request)),
    ),
  );
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const visibilityIn = async (sku: string) => {
    const listed = (await (await fetch(base + LIST)).json()) as { sku: string; car_visibility_id: number }[];
    return listed.find((car) => car.sku === sku)?.car_visibility_id;
  };

  it('answers repeated reads from memory and an admin change at once', async () => {
    const [car] = await t.db.select().from(cars).where(eq(cars.carVisibilityId, 2)).limit(1);
    if (!car) throw new Error('no car in stock');
    expect(await visibilityIn(car.sku)).toBe(2);

    await t.db.update(cars).set({ carVisibilityId: 5 }).where(eq(cars.id, car.id));
    expect(await visibilityIn(car.sku)).toBe(2);

    const patched = await fetch(`${base}/api/admin/cars/${car.sku}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ car_visibility_id: 4 }),
    });
    expect(patched.status).toBe(200);
    expect(await visibilityIn(car.sku)).toBe(4);
  });

  it('gives the list an ETag and answers 304 to a browser that holds it', async () => {
    const first = await t.request(LIST);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await t.request(LIST, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});
