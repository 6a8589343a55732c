/**
 * Migration 0013 (issue 31.2): the bare promotion labels stored before promotions had a kind get
 * the kind their text promised where the car can honour it; every other label is dropped, so
 * nothing is shown that no price applies. Its UPDATE is run again on labels written the old way.
 */
import { readFile } from 'node:fs/promises';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { testBackends } from '../test/harness.ts';
import type { DatabaseHandle } from './client.ts';
import { cars } from './schema.ts';

const MIGRATION = new URL('./migrations/0013_typed_promotions.sql', import.meta.url);

async function typingStatement(): Promise<string> {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  const update = statements.find((statement) => statement.includes('UPDATE "cars"'));
  if (!update) throw new Error('migration 0013 has no UPDATE of cars');
  return update;
}

const legacy = (...names: string[]) => names.map((name) => ({ name }));

describe.each(testBackends())('migration 0013, typed promotions ($name)', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function skuWhere(condition: ReturnType<typeof and>): Promise<string> {
    const [row] = await handle.db.select({ sku: cars.sku }).from(cars).where(condition).limit(1);
    if (!row) throw new Error('the seed has no such car');
    return row.sku;
  }

  async function promotionsOf(sku: string) {
    const [row] = await handle.db.select({ p: cars.promoMessages }).from(cars).where(eq(cars.sku, sku));
    return row?.p;
  }

  it('types the labels a car can honour and drops the rest', async () => {
    const subscription = await skuWhere(and(eq(cars.categoryId, 1)));
    const reduced = await skuWhere(and(ne(cars.categoryId, 1), isNotNull(cars.reducedPrice)));
    const fullPrice = await skuWhere(and(ne(cars.categoryId, 1), isNull(cars.reducedPrice)));
    const stored = {
      [subscription]: legacy(
        'Livrare gratuita',
        'Prima luna -50%',
        'Pret promotional',
        'Anvelope de iarna incluse',
      ),
      [reduced]: legacy(
        'Pret promotional',
        'Garantie extinsa 24 luni',
        'Prima luna -50%',
        'Livrare gratuita',
      ),
      [fullPrice]: legacy('Pret promotional', 'Revizie inclusa', 'Livrare gratuita', 'Livrare gratuita'),
    };
    for (const [sku, labels] of Object.entries(stored)) {
      await handle.db
        .update(cars)
        .set({ promoMessages: sql`${JSON.stringify(labels)}::jsonb` })
        .where(eq(cars.sku, sku));
    }

    await handle.db.execute(sql.raw(await typingStatement()));

    expect(await promotionsOf(subscription)).toEqual([
      { kind: 'free_delivery', name: 'Livrare gratuita' },
      { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
    ]);
    expect(await promotionsOf(reduced)).toEqual([
      { kind: 'price_reduction', name: 'Pret promotional' },
      { kind: 'free_delivery', name: 'Livrare gratuita' },
    ]);
    expect(await promotionsOf(fullPrice)).toEqual([{ kind: 'free_delivery', name: 'Livrare gratuita' }]);
  });

  it('leaves typed promotions and cars without any as they are', async () => {
    const sku = await skuWhere(and(eq(cars.categoryId, 1)));
    const typed = [{ kind: 'first_month_discount', name: 'Prima luna -30%', percent: 30 }] as const;
    await handle.db
      .update(cars)
      .set({ promoMessages: [...typed] })
      .where(eq(cars.sku, sku));
    const [before] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(sql`${cars.promoMessages} = '[]'::jsonb`);
    await handle.db.execute(sql.raw(await typingStatement()));
    expect(await promotionsOf(sku)).toEqual(typed);
    const [after] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cars)
      .where(sql`${cars.promoMessages} = '[]'::jsonb`);
    expect(after?.n).toBe(before?.n);
  });
});
