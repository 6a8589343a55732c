import { eq, sql } from 'drizzle-orm';
import { findOrder, updateOrder } from '../orders/order-repository.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { driverValues, placeholders, queryKeeper, writtenColumns } from './kept-queries.ts';
import { clientOrders } from './schema.ts';

describe('kept queries', () => {
  it('builds a query once per database and shape', () => {
    const build = vi.fn((_db: object, columns: readonly string[]) => columns.join('+'));
    const keep = queryKeeper(build);
    const [one, two] = [{}, {}];
    expect(keep(one, ['a', 'b'])).toBe('a+b');
    expect(keep(one, ['a', 'b'])).toBe('a+b');
    expect(keep(one, ['a'])).toBe('a');
    expect(keep(two, ['a', 'b'])).toBe('a+b');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('writes the columns given a value, in a stable order', () => {
    expect(writtenColumns({ rating: 1, personal: undefined, income: null })).toEqual(['income', 'rating']);
    expect(writtenColumns({ income: null, rating: 1 })).toEqual(['income', 'rating']);
    expect(Object.keys(placeholders(['income', 'rating']))).toEqual(['income', 'rating']);
  });

  it('encodes values by their columns, null as SQL null', () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(
      driverValues(clientOrders, {
        income: { medie_salariu: 5000 },
        decisionFacts: null,
        updatedAt: at,
        rating: 1,
      }),
    ).toEqual({
      income: '{"medie_salariu":5000}',
      decisionFacts: null,
      updatedAt: at.toISOString(),
      rating: 1,
    });
    expect(() => driverValues(clientOrders, { nope: 1 })).toThrow('nope is not a column');
  });
});

describe.each(testBackends())('kept order writes on $name', (backend) => {
  const t = useTestApp(backend);

  it('stores what a plain write would, nulls as SQL null, shape after shape', async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS));
    const at = new Date('2026-11-27T10:00:00.000Z');
    await updateOrder(t.db, uuid, { decisionFacts: null, rating: 1, ratingReasons: ['venit'] }, at);
    await updateOrder(t.db, uuid, { rating: 0 }, at);
    const [row] = await t.db
      .select({
        factsIsNull: sql<boolean>`${clientOrders.decisionFacts} is null`,
        updatedAt: clientOrders.updatedAt,
      })
      .from(clientOrders)
      .where(eq(clientOrders.uuid, uuid));
    expect(row).toEqual({ factsIsNull: true, updatedAt: at });
    expect((await findOrder(t.db, uuid))?.order).toMatchObject({ rating: 0, ratingReasons: ['venit'] });
  });
});
