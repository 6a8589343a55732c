/**
 * Test fixture run as a real child process by order-mail-crash.test.ts: the order API on a
 * PostgreSQL database creating orders four at a time, forever, printing `created <email>` for each
 * one answered 201, so the parent can `kill -9` it while other orders are being written.
 * Usage: node crash-child.fixture.ts <postgres-url>
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { cars, cities, counties } from '../../db/schema.ts';
import { createMemoryStorage } from '../../test/memory-storage.ts';
import { CREDIT_TERMS, contactBody } from './testing/order-bodies.ts';

const [url] = process.argv.slice(2);
if (!url) throw new Error('usage: crash-child.fixture.ts <postgres-url>');

const { db } = await openDatabase({ kind: 'postgres', url });
const app = createApp({
  db,
  storage: createMemoryStorage(),
  rateLimits: { limits: { forms: null, orders: null, wizard: null }, trustedProxies: 0 },
});
const [car] = await db
  .select({ sku: cars.sku })
  .from(cars)
  .where(inArray(cars.categoryId, [2, 3]))
  .orderBy(asc(cars.id))
  .limit(1);
const [place] = await db
  .select({ judet: counties.id, localitate: cities.name })
  .from(cities)
  .innerJoin(counties, eq(counties.id, cities.countyId))
  .orderBy(asc(cities.id))
  .limit(1);
if (!car || !place) throw new Error('the seed has no car or city');
const { sku } = car;
const locality = place;

let next = 0;
async function orderForever(): Promise<never> {
  for (;;) {
    const email = `crash.${next++}@example.ro`;
    const response = await app.request('/api/client-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactBody(sku, locality, CREDIT_TERMS, email)),
    });
    if (response.status === 201) process.stdout.write(`created ${email}\n`);
  }
}
await Promise.all([orderForever(), orderForever(), orderForever(), orderForever()]);
