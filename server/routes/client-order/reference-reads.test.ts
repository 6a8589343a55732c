/**
 * An order's car, place and validity reads with the cache on, as `npm start` serves them: repeated
 * orders read them from memory (a row written behind the app's back stays unseen within the
 * cache's lifetime, as the catalogue's lists do), while a change made through the app is seen by
 * the very next order.
 */
import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
import {
  CREDIT_TERMS,
  contactBody,
  jsonInit,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

describe.each(testBackends())("an order's reference reads kept in memory, on $name", (backend) => {
  const t = useTestApp(backend, {
    adminToken: ADMIN_TOKEN,
    catalogueCacheMs: 60_000,
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
  });

  it('are read once while fresh, and an admin change is seen by the next order', async () => {
    const sku = await orderableSku(t.db, [2, 3], 4);
    const place = await someLocality(t.db);
    const order = () =>
      t.request('/api/client-order', jsonInit('POST', contactBody(sku, place, CREDIT_TERMS)));
    expect((await order()).status).toBe(201);

    // As another instance would: unseen for the cache's lifetime.
    await t.db.update(cars).set({ carVisibilityId: 1 }).where(eq(cars.sku, sku));
    expect((await order()).status).toBe(201);
    await t.db.update(cars).set({ carVisibilityId: 2 }).where(eq(cars.sku, sku));

    expect((await adminRequest(t, 'DELETE', `/api/admin/cars/${sku}`)).status).toBe(204);
    const refused = await order();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { credit_type: expect.any(String) } });
  });

  it('check the place as the database does, a wrong locality included', async () => {
    const sku = await orderableSku(t.db, [2, 3], 5);
    const place = await someLocality(t.db);
    const wrongPlace = { ...place, localitate: 'Nicăieri' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await t.request(
        '/api/client-order',
        jsonInit('POST', contactBody(sku, wrongPlace, CREDIT_TERMS)),
      );
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ errors: { localitate: ro.validation.chooseFromList } });
    }
  });
});
