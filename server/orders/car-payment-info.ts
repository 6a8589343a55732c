/**
 * A car's payment_info as the server reads it: the one place it is checked against its schema
 * (checkedPaymentInfo), for the order routes and the timetable documents alike. The column is large
 * (~100 KB of financing tables per car) and every order step reads its order's car: having the
 * database turn it into text and the driver into a string on each read was most of an order
 * request's cost. The tables change only with a write to the car, which moves its `updated_at` (the
 * admin API sets it), so they are kept here per car and `updated_at`: parsed and validated once,
 * escaped once for the read-back, fetched again only after a change.
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type PaymentInfo, paymentInfoSchema } from '../../src/domain/cms-schemas.ts';
import { cars } from '../db/schema.ts';
import { setNewest } from '../http/bounded-map.ts';
import { type DeflatedPart, deflatedPart } from '../http/gzip-parts.ts';
import type { DbContext } from './order-repository.ts';

export interface CarPaymentInfo {
  /**
   * Validated tables; null when the stored ones do not match the schema: the order routes then have
   * no figures (422), the timetable documents fail as the bug it is (a 500 without details).
   */
  info: PaymentInfo | null;
  /**
   * The tables' text as stored, as the JSON string the read-back carries: escaped once, in UTF-8,
   * with its gzip run made once (http/gzip-parts.ts). A poll's answer is written around it instead
   * of escaping and compressing ~100 KB again.
   */
  jsonAsJsonString: DeflatedPart;
}

const MAX_CARS = 256;
const known = new Map<string, Promise<CarPaymentInfo>>();

const keyOf = (carId: number, updatedAt: Date) => `${carId}@${updatedAt.toISOString()}`;

/**
 * A stored payment_info checked against its schema; null when it does not match. The column's type
 * says what the writers put there; this is where a reader finds out whether that holds.
 */
export function checkedPaymentInfo(stored: unknown): PaymentInfo | null {
  const result = v.safeParse(paymentInfoSchema, stored);
  return result.success ? result.output : null;
}

/** Stored tables' text, parsed and checked; null when it is not JSON or does not match. */
export function parsedPaymentInfo(json: string): PaymentInfo | null {
  try {
    return checkedPaymentInfo(JSON.parse(json));
  } catch {
    return null;
  }
}

/**
 * The tables of car `carId` as of its `updatedAt`, from memory when already read at that version.
 * The read itself is kept, so requests arriving together for the same version share it: after a
 * restart a crowd on one car would otherwise fetch and check its ~100 KB of tables once per shopper.
 */
export function carPaymentInfo(db: DbContext, carId: number, updatedAt: Date): Promise<CarPaymentInfo> {
  const key = keyOf(carId, updatedAt);
  const kept = known.get(key);
  if (kept) return kept;
  const read = readPaymentInfo(db, carId);
  read.catch(() => known.delete(key));
  setNewest(known, key, read, MAX_CARS);
  return read;
}

async function readPaymentInfo(db: DbContext, carId: number): Promise<CarPaymentInfo> {
  const [row] = await db
    .select({ json: sql<string>`${cars.paymentInfo}::text` })
    .from(cars)
    .where(eq(cars.id, carId));
  if (!row) throw new Error(`car ${carId} disappeared while its order was read`);
  return {
    info: parsedPaymentInfo(row.json),
    jsonAsJsonString: deflatedPart(Buffer.from(JSON.stringify(row.json))),
  };
}
