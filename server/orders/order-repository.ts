/**
 * Client orders in the database: the row ↔ OrderRecord mapping and the few queries the routes and
 * the decision worker need. Functions take a `DbContext` so they run inside a transaction as well.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PaymentInfo, Promotion } from '../../src/domain/cms-schemas.ts';
import { UUID_PATTERN } from '../../src/domain/ids.ts';
import type { Database } from '../db/client.ts';
import { driverValues, placeholders, queryKeeper, writtenColumns } from '../db/kept-queries.ts';
import { cars, clientOrders, decisionJobs, payments } from '../db/schema.ts';
import { jobIsDue } from '../decision/due-jobs.ts';
import type { DeflatedPart } from '../http/gzip-parts.ts';
import { carPaymentInfo } from './car-payment-info.ts';
import type { OrderRecord } from './order.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction on it. */
export type DbContext = Database | Transaction;

export type NewOrder = typeof clientOrders.$inferInsert;
export type OrderPatch = Partial<Omit<OrderRecord, 'uuid' | 'createdAt'>>;

export interface OrderCar {
  id: number;
  sku: string;
  productName: string;
  categoryId: number;
  carVisibilityId: number;
  /** yyyy-MM-dd or null: a subscription's pickup window counts from it. */
  availabilityDate: string | null;
  /** Validated tables; null when the stored ones do not match the schema (no figures then). */
  paymentInfo: PaymentInfo | null;
  /** The tables as stored, escaped as a JSON string (CarPaymentInfo.jsonAsJsonString). */
  paymentInfoAsJsonString: DeflatedPart;
  profilePhoto: string;
  /** The car's `updated_at` as read: the version its tables are of. */
  updatedAt: Date;
}

/** A car as a new order reads it: with the promotions the order will keep (its terms). */
export interface OrderableCar extends OrderCar {
  promotions: Promotion[];
}

export interface OrderWithCar {
  order: OrderRecord;
  car: OrderCar;
}

/** Anything else cannot be an order code (and would be a type error in PostgreSQL). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

function toRecord(row: typeof clientOrders.$inferSelect): OrderRecord {
  const {
    id: _id,
    carId: _carId,
    idempotencyKey: _key,
    idempotencyRequestHash: _hash,
    revision: _revision,
    ...record
  } = row;
  return record;
}

const orderCarColumns = {
  id: cars.id,
  sku: cars.sku,
  productName: cars.productName,
  categoryId: cars.categoryId,
  carVisibilityId: cars.carVisibilityId,
  availabilityDate: cars.availabilityDate,
  profilePhoto: cars.profilePhoto,
  updatedAt: cars.updatedAt,
};

type CarRow = Omit<OrderCar, 'paymentInfo' | 'paymentInfoAsJsonString'>;

async function toCar(db: DbContext, row: CarRow): Promise<OrderCar> {
  const tables = await carPaymentInfo(db, row.id, row.updatedAt);
  return {
    ...row,
    paymentInfo: tables.info,
    paymentInfoAsJsonString: tables.jsonAsJsonString,
  };
}

const carBySku = queryKeeper((db: DbContext) =>
  db
    .select({ ...orderCarColumns, promotions: cars.promoMessages })
    .from(cars)
    .where(eq(cars.sku, sql.placeholder('sku')))
    .limit(1)
    .prepare('car_by_sku'),
);

export async function findCarBySku(db: DbContext, sku: string): Promise<OrderableCar | null> {
  const [row] = await carBySku(db).execute({ sku });
  if (!row) return null;
  const { promotions, ...car } = row;
  return { ...(await toCar(db, car)), promotions };
}

/** An order as an order request loads it: with its open checkout and whether a check is due. */
export interface OrderInRequest extends OrderWithCar {
  /** The token of the order's open checkout (pending or in a 3-D Secure challenge). */
  checkoutToken: string | null;
  /** One of the order's decision jobs is due at the time it was loaded. */
  jobsDue: boolean;
  /** The row's update count as read (the trigger of migration 0010 moves it on every update). */
  revision: number;
}

const OPEN_CHECKOUT = ['pending', 'challenge'] as const;

/** The token of the order's open checkout, as a column of a statement on `client_orders`. */
const openCheckoutToken = sql<string | null>`(select ${payments.token} from ${payments} where ${and(
  eq(payments.orderUuid, clientOrders.uuid),
  inArray(payments.status, [...OPEN_CHECKOUT]),
)} limit 1)`;

/** The order request's read (46 columns, two subqueries), built once per database. */
const orderInRequest = queryKeeper((db: DbContext) =>
  db
    .select({
      order: clientOrders,
      car: orderCarColumns,
      checkoutToken: openCheckoutToken,
      jobsDue: sql<boolean>`exists (select 1 from ${decisionJobs} where ${and(
        eq(decisionJobs.orderUuid, clientOrders.uuid),
        jobIsDue(sql.placeholder('now')),
      )})`,
    })
    .from(clientOrders)
    .innerJoin(cars, eq(cars.id, clientOrders.carId))
    .where(eq(clientOrders.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('order_in_request'),
);

/**
 * The order, its car, its open checkout token and whether a decision job is due, in one statement:
 * an order request used to send three (and PGlite answers one statement at a time).
 */
export async function findOrderInRequest(
  db: DbContext,
  uuid: string,
  now: Date,
): Promise<OrderInRequest | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await orderInRequest(db).execute({ uuid, now: now.toISOString() });
  if (!row) return null;
  return {
    order: toRecord(row.order),
    car: await toCar(db, row.car),
    checkoutToken: row.checkoutToken,
    jobsDue: row.jobsDue,
    revision: row.order.revision,
  };
}

/** The order and its car, or null for an unknown (or malformed) uuid. */
export async function findOrder(db: DbContext, uuid: string): Promise<OrderWithCar | null> {
  // The same kept read; its checkout token and due flag are not asked for here.
  const found = await findOrderInRequest(db, uuid, new Date());
  return found ? { order: found.order, car: found.car } : null;
}

/**
 * Stores a new order; null when an order with the same idempotency key exists already. The unique
 * index decides, so of several concurrent requests with one key exactly one inserts.
 */
const orderInsert = queryKeeper((db: DbContext, columns) =>
  db
    .insert(clientOrders)
    .values(placeholders(columns) as unknown as NewOrder)
    .onConflictDoNothing({ target: clientOrders.idempotencyKey })
    .returning()
    .prepare('insert_order'),
);

export async function insertOrder(db: DbContext, values: NewOrder): Promise<OrderRecord | null> {
  const [row] = await orderInsert(db, writtenColumns(values)).execute(driverValues(clientOrders, values));
  return row ? toRecord(row) : null;
}

/** The order created with this idempotency key, if any: its uuid and the hash of its request. */
export async function findOrderByKey(
  db: DbContext,
  idempotencyKey: string,
): Promise<{ uuid: string; requestHash: string | null } | null> {
  const [row] = await db
    .select({ uuid: clientOrders.uuid, requestHash: clientOrders.idempotencyRequestHash })
    .from(clientOrders)
    .where(eq(clientOrders.idempotencyKey, idempotencyKey))
    .limit(1);
  return row ?? null;
}

/** The uuid's placeholder: not a column name, so no column written can take its place. */
const ORDER_UUID = '$uuid';

const orderUpdate = queryKeeper((db: DbContext, columns) =>
  db
    .update(clientOrders)
    .set(placeholders(columns))
    .where(eq(clientOrders.uuid, sql.placeholder(ORDER_UUID)))
    .prepare('update_order'),
);

export async function updateOrder(db: DbContext, uuid: string, patch: OrderPatch, now: Date): Promise<void> {
  const values = { ...patch, updatedAt: now };
  await orderUpdate(db, writtenColumns(values)).execute({
    ...driverValues(clientOrders, values),
    [ORDER_UUID]: uuid,
  });
}

/** The state a kept order was read in (order-cache.ts): a guarded write needs all of it to hold. */
export interface ReadState {
  readonly revision: number;
  readonly carUpdatedAt: Date;
  /** The write's time: a decision job due by then must run first. */
  readonly now: Date;
}

const REVISION = '$revision';
const CAR_UPDATED_AT = '$carUpdatedAt';
const NOW = '$now';

const guardedOrderUpdate = queryKeeper((db: DbContext, columns) =>
  db
    .update(clientOrders)
    .set(placeholders(columns))
    .where(
      and(
        eq(clientOrders.uuid, sql.placeholder(ORDER_UUID)),
        eq(clientOrders.revision, sql.placeholder(REVISION)),
        sql`not exists (select 1 from ${decisionJobs} where ${and(
          eq(decisionJobs.orderUuid, clientOrders.uuid),
          jobIsDue(sql.placeholder(NOW)),
        )})`,
        // A JavaScript date keeps milliseconds; PostgreSQL keeps microseconds.
        sql`exists (select 1 from ${cars} where ${cars.id} = ${clientOrders.carId} and date_trunc('milliseconds', ${cars.updatedAt}) = ${sql.placeholder(CAR_UPDATED_AT)})`,
      ),
    )
    .returning({ revision: clientOrders.revision, checkoutToken: openCheckoutToken })
    .prepare('guarded_update_order'),
);

/**
 * Writes `patch` only if the order and its car are still as `read` saw them and no decision job is
 * due: one statement, where loading and then writing are two. Null when anything changed; the
 * caller then loads the order again. Else the order's new revision and its open checkout's token.
 */
export async function updateOrderIfUnchanged(
  db: DbContext,
  uuid: string,
  patch: OrderPatch,
  read: ReadState,
): Promise<{ revision: number; checkoutToken: string | null } | null> {
  const values = { ...patch, updatedAt: read.now };
  const [row] = await guardedOrderUpdate(db, writtenColumns(values)).execute({
    ...driverValues(clientOrders, values),
    [ORDER_UUID]: uuid,
    [REVISION]: read.revision,
    [CAR_UPDATED_AT]: read.carUpdatedAt.toISOString(),
    [NOW]: read.now.toISOString(),
  });
  return row ?? null;
}

/** Sets the flag only the first time; true when this call set it. */
export async function markContactRequested(db: DbContext, uuid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(clientOrders)
    .set({ contactRequested: true, updatedAt: now })
    .where(and(eq(clientOrders.uuid, uuid), eq(clientOrders.contactRequested, false)))
    .returning({ uuid: clientOrders.uuid });
  return rows.length > 0;
}

/** Sets paid_at only the first time; true when this call set it. */
export async function markPaid(db: DbContext, uuid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(clientOrders)
    .set({ paidAt: now, updatedAt: now })
    .where(and(eq(clientOrders.uuid, uuid), isNull(clientOrders.paidAt)))
    .returning({ uuid: clientOrders.uuid });
  return rows.length > 0;
}
