import { eq, inArray, sql } from 'drizzle-orm';
import { type DbContext, findOrder, updateOrder } from '../orders/order-repository.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import {
  driverValues,
  placeholders,
  queryKeeper,
  type SessionOwner,
  writtenColumns,
} from './kept-queries.ts';
import { clientOrders, settings } from './schema.ts';

describe('kept queries', () => {
  it('builds a query once per shape, and prepares its SQL once per database object', () => {
    const prepared: string[] = [];
    /** A database object whose builder prepares through its session, as Drizzle's builders do. */
    const database = (name: string) => {
      const session = {
        prepareQuery(query: { sql: string }) {
          prepared.push(`${name}:${query.sql}`);
          return { sql: query.sql, on: name };
        },
      };
      return { _: { session } } as unknown as SessionOwner & { _: { session: typeof session } };
    };
    const build = vi.fn((db: ReturnType<typeof database>, columns: readonly string[]) =>
      db._.session.prepareQuery({ sql: columns.join('+') }),
    );
    const keep = queryKeeper(build);
    const [one, two] = [database('one'), database('two')];
    expect(keep(one, ['a', 'b'])).toEqual({ sql: 'a+b', on: 'one' });
    expect(keep(one, ['a', 'b'])).toBe(keep(one, ['a', 'b']));
    expect(keep(one, ['a'])).toEqual({ sql: 'a', on: 'one' });
    // Another database object (a transaction): the same SQL, prepared on its own session.
    expect(keep(two, ['a', 'b'])).toEqual({ sql: 'a+b', on: 'two' });
    expect(build).toHaveBeenCalledTimes(2);
    expect(prepared).toEqual(['one:a+b', 'one:a', 'two:a+b']);
    // The recording wrapper is gone: the session's own method answers again.
    expect(Object.hasOwn(one._.session, 'prepareQuery')).toBe(true);
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

  it('runs a kept query in each transaction on that transaction, built once', async () => {
    const build = vi.fn((db: DbContext) =>
      db
        .insert(settings)
        .values({ key: sql`${sql.placeholder('key')}`, value: sql`${sql.placeholder('value')}` })
        .returning({ key: settings.key })
        .prepare('kept_setting_insert'),
    );
    const keep = queryKeeper(build);
    const write = (key: string, rollBack: boolean) =>
      t.db
        .transaction(async (tx) => {
          expect(await keep(tx).execute({ key, value: '1' })).toEqual([{ key }]);
          if (rollBack) tx.rollback();
        })
        .catch(() => undefined);
    await write('kept.rolled-back', true);
    await write('kept.committed', false);
    const stored = await t.db
      .select({ key: settings.key })
      .from(settings)
      .where(inArray(settings.key, ['kept.rolled-back', 'kept.committed']));
    expect(stored).toEqual([{ key: 'kept.committed' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

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
