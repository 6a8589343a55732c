/**
 * A car's tables are read once per version: concurrent requests share the read in progress, later
 * ones are answered from memory, and a change to the car (a new updated_at) reads them again. The
 * counting logger counts the statements that read payment_info.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { cars } from '../db/schema.ts';
import { openTestDatabase } from '../test/harness.ts';
import { carPaymentInfo } from './car-payment-info.ts';

describe('carPaymentInfo', () => {
  it('reads a car version once, however many requests ask at the same time', async () => {
    const handle = await openTestDatabase();
    if (!handle.pglite) throw new Error('a PGlite handle has its instance');
    let tableReads = 0;
    const logger = { logQuery: (query: string) => void (query.includes('payment_info') && tableReads++) };
    const db = drizzle(handle.pglite, { schema, logger }) as unknown as Database;
    try {
      const [seeded] = await db.select({ id: cars.id }).from(cars).limit(1);
      if (!seeded) throw new Error('the test database has cars');
      // A version of the car no other test database has: the kept tables are the process's (a
      // process has one database), and every test database is a copy of one seeded template.
      const car = { id: seeded.id, updatedAt: new Date('2001-02-03T04:05:06.789Z') };
      await db.update(cars).set({ updatedAt: car.updatedAt }).where(eq(cars.id, car.id));
      const crowd = await Promise.all(
        Array.from({ length: 20 }, () => carPaymentInfo(db, car.id, car.updatedAt)),
      );
      expect(tableReads).toBe(1);
      expect(new Set(crowd).size).toBe(1);
      expect(crowd[0]?.info).not.toBeNull();
      const escaped = new TextDecoder().decode(crowd[0]?.jsonAsJsonString.bytes);
      expect(JSON.parse(JSON.parse(escaped) as string)).toEqual(crowd[0]?.info);

      await carPaymentInfo(db, car.id, car.updatedAt);
      expect(tableReads).toBe(1);

      const changedAt = new Date(car.updatedAt.getTime() + 1000);
      await db.update(cars).set({ updatedAt: changedAt }).where(eq(cars.id, car.id));
      await Promise.all([carPaymentInfo(db, car.id, changedAt), carPaymentInfo(db, car.id, changedAt)]);
      expect(tableReads).toBe(2);
    } finally {
      await handle.close();
    }
  });
});
