/**
 * Fills the list's monthly rates (cars.rate_*_ron) of cars written before the columns existed:
 * computed from each car's own tables with the panels' functions (list-rate.ts). Run after the
 * migrations, like packMissingTables; a car whose tables price no default term keeps null and is
 * read again at the next start (a few cars at most, each a few milliseconds).
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { monthlyRatesOf } from '../../src/domain/financing/list-rate.ts';
import { parsedPaymentInfo } from '../orders/car-payment-info.ts';
import type { Database } from './client.ts';
import { cars } from './schema.ts';

/** Cars read per statement: each holds ~100 KB of tables. */
const BATCH = 100;

/** How many cars got their rates. Stored tables that do not match their schema are left as they are. */
export async function fillMissingListRates(db: Database): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: cars.id, tables: sql<string>`${cars.paymentInfo}::text` })
      .from(cars)
      .where(and(gt(cars.id, after), isNull(cars.rateIndividualRon), isNull(cars.rateCompanyRon)))
      .orderBy(asc(cars.id))
      .limit(BATCH);
    for (const row of rows) {
      const info = parsedPaymentInfo(row.tables);
      if (!info) continue;
      const rates = monthlyRatesOf(info);
      if (rates.individual === null && rates.company === null) continue;
      // Only the tables that were read: a car edited meanwhile got its rates from its writer.
      const written = await db
        .update(cars)
        .set({ rateIndividualRon: rates.individual, rateCompanyRon: rates.company })
        .where(and(eq(cars.id, row.id), sql`${cars.paymentInfo}::text = ${row.tables}`))
        .returning({ id: cars.id });
      filled += written.length;
    }
    const last = rows.at(-1);
    if (!last) return filled;
    after = last.id;
  }
}
