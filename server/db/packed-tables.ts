/**
 * Packs the financed cars' tables that have no current packing (cars.payment_info_packed): cars
 * written before the column existed, written by a writer that left it out (the trigger empties it),
 * or packed in an older layout. Run after the migrations, so a database is served packed from the
 * start whoever wrote it; until then those cars' full tables are served, which is slower, not wrong.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { CURRENT_PACKING_PREFIX, packFinancingInfo } from '../../src/domain/financing/payment-info-codec.ts';
import { parsedPaymentInfo } from '../orders/car-payment-info.ts';
import type { Database } from './client.ts';
import { cars } from './schema.ts';

/** Cars read per statement: each holds ~100 KB of tables. */
const BATCH = 100;

/** How many cars were packed. Stored tables that do not match their schema are left as they are. */
export async function packMissingTables(db: Database): Promise<number> {
  let packed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: cars.id, tables: sql<string>`${cars.paymentInfo}::text` })
      .from(cars)
      .where(
        and(
          gt(cars.id, after),
          sql`(${cars.paymentInfoPacked} IS NULL OR NOT starts_with(${cars.paymentInfoPacked}, ${CURRENT_PACKING_PREFIX}))`,
          sql`${cars.paymentInfo}->>'kind' = 'financing'`,
        ),
      )
      .orderBy(asc(cars.id))
      .limit(BATCH);
    for (const row of rows) {
      const text = packingOf(row.tables);
      if (text === null) continue;
      // Only the tables that were read: a car edited meanwhile was packed by its writer.
      const written = await db
        .update(cars)
        .set({ paymentInfoPacked: text })
        .where(and(eq(cars.id, row.id), sql`${cars.paymentInfo}::text = ${row.tables}`))
        .returning({ id: cars.id });
      packed += written.length;
    }
    const last = rows.at(-1);
    if (!last) return packed;
    after = last.id;
  }
}

function packingOf(tables: string): string | null {
  const info = parsedPaymentInfo(tables);
  return info?.kind === 'financing' ? packFinancingInfo(info) : null;
}
