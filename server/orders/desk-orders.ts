/**
 * The operations desk's order reads (issue 35): the "Comenzi" list, filtered (stage, product,
 * person, request dates, car code, e-mail), sorted and paged in SQL; the same filtered list as CSV;
 * and one order with its terms, the actions its stage allows and its whole timeline.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { addDays, isIsoDate } from '../../src/domain/dates.ts';
import { csvLine } from '../../src/domain/desk/csv.ts';
import { DESK_STATUSES, type DeskStatus, deskActionsFor } from '../../src/domain/desk/order-desk.ts';
import { formatDate } from '../../src/domain/format.ts';
import { ORDER_TYPES } from '../../src/domain/order/order-terms.ts';
import { roOrderDesk } from '../../src/i18n/ro/order-desk.ts';
import type { Database } from '../db/client.ts';
import { cars, clientOrders } from '../db/schema.ts';
import { deskStatusSql } from './desk-status.ts';
import { type DeskTimelineEntry, deskTimeline } from './desk-timeline.ts';
import type { ContactData } from './order.ts';
import { isUuid } from './order-repository.ts';

const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(min), v.maxValue(max));
const day = v.pipe(v.string(), v.check(isIsoDate));

const SORTABLE = {
  created_at: clientOrders.createdAt,
  sku: clientOrders.sku,
  status: deskStatusSql,
  paid_at: clientOrders.paidAt,
  handover_date: clientOrders.handoverDate,
} as const;

/** ?page=1&per_page=25&sort=created_at&order=DESC&status=paid&product=credit&person=1&from=&to=&sku=&email= */
export const orderListQuerySchema = v.object({
  page: v.optional(whole(1, 100_000), '1'),
  per_page: v.optional(whole(1, 100), '25'),
  sort: v.optional(v.picklist(Object.keys(SORTABLE) as (keyof typeof SORTABLE)[]), 'created_at'),
  order: v.optional(v.picklist(['ASC', 'DESC']), 'DESC'),
  status: v.optional(v.picklist(DESK_STATUSES)),
  product: v.optional(v.picklist(ORDER_TYPES)),
  person: v.optional(v.picklist(['1', '2'])),
  /** Requests made on or after / on or before these days (the shop's calendar, Bucharest). */
  from: v.optional(day),
  to: v.optional(day),
  sku: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))),
});
export type OrderListQuery = v.InferOutput<typeof orderListQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** A day's start in the shop's time zone, as the database computes it (summer time included). */
const dayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Bucharest')`;

function conditions(query: Omit<OrderListQuery, 'page' | 'per_page' | 'sort' | 'order'>): SQL | undefined {
  const where: (SQL | undefined)[] = [
    query.status ? eq(deskStatusSql, query.status) : undefined,
    query.product ? eq(clientOrders.productType, query.product) : undefined,
    query.person ? eq(clientOrders.person, Number(query.person) as 1 | 2) : undefined,
    query.from ? gte(clientOrders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(clientOrders.createdAt, dayStart(addDays(query.to, 1))) : undefined,
    query.sku ? ilike(clientOrders.sku, `${escapeLike(query.sku)}%`) : undefined,
    query.email ? ilike(sql`${clientOrders.contact}->>'email'`, `%${escapeLike(query.email)}%`) : undefined,
  ];
  return and(...where);
}

const listColumns = {
  id: clientOrders.uuid,
  created_at: clientOrders.createdAt,
  status: deskStatusSql,
  product_type: clientOrders.productType,
  person: clientOrders.person,
  sku: clientOrders.sku,
  product_name: cars.productName,
  contact: clientOrders.contact,
  paid_at: clientOrders.paidAt,
  handover_date: clientOrders.handoverDate,
};

type ListRow = {
  id: string;
  created_at: Date;
  status: DeskStatus;
  product_type: string;
  person: number;
  sku: string;
  product_name: string;
  contact: { nume: string; prenume: string; email: string; telefon: string };
  paid_at: Date | null;
  handover_date: string | null;
};

export interface OrderListItem {
  id: string;
  created_at: string;
  status: DeskStatus;
  product_type: string;
  person: number;
  sku: string;
  product_name: string;
  name: string;
  email: string;
  phone: string;
  paid_at: string | null;
  handover_date: string | null;
}

const item = (row: ListRow): OrderListItem => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  status: row.status,
  product_type: row.product_type,
  person: row.person,
  sku: row.sku,
  product_name: row.product_name,
  name: `${row.contact.prenume} ${row.contact.nume}`,
  email: row.contact.email,
  phone: row.contact.telefon,
  paid_at: row.paid_at?.toISOString() ?? null,
  handover_date: row.handover_date,
});

export async function listDeskOrders(
  db: Database,
  query: OrderListQuery,
): Promise<{ items: OrderListItem[]; total: number; offset: number }> {
  const where = conditions(query);
  const offset = (query.page - 1) * query.per_page;
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(clientOrders)
      .innerJoin(cars, eq(cars.id, clientOrders.carId))
      .where(where)
      .orderBy(direction(SORTABLE[query.sort]), direction(clientOrders.id))
      .limit(query.per_page)
      .offset(offset),
    db.select({ total: count() }).from(clientOrders).where(where),
  ]);
  return { items: (rows as ListRow[]).map(item), total: totals[0]?.total ?? 0, offset };
}

/** The most rows one export holds; a larger selection is narrowed with the filters. */
export const CSV_MAX_ROWS = 20_000;

/** The filtered list (newest first) as CSV, with a UTF-8 BOM so spreadsheets read the letters. */
export async function exportDeskOrdersCsv(
  db: Database,
  query: OrderListQuery,
): Promise<{ csv: string; rows: number }> {
  const rows = (await db
    .select(listColumns)
    .from(clientOrders)
    .innerJoin(cars, eq(cars.id, clientOrders.carId))
    .where(conditions(query))
    .orderBy(desc(clientOrders.createdAt), desc(clientOrders.id))
    .limit(CSV_MAX_ROWS)) as ListRow[];
  const lines = [csvLine(roOrderDesk.csvHeader)];
  for (const row of rows.map(item)) {
    lines.push(
      csvLine([
        row.id,
        row.created_at,
        roOrderDesk.statuses[row.status],
        roOrderDesk.products[row.product_type as keyof typeof roOrderDesk.products] ?? row.product_type,
        roOrderDesk.persons[row.person as 1 | 2] ?? String(row.person),
        row.sku,
        row.product_name,
        row.name,
        row.email,
        row.phone,
        row.paid_at,
        row.handover_date ? formatDate(row.handover_date) : null,
      ]),
    );
  }
  return { csv: `\uFEFF${lines.join('')}`, rows: rows.length };
}

export interface DeskOrder extends OrderListItem {
  contact: ContactData;
  terms: Record<string, unknown>;
  delivery: unknown;
  cancel_reason: string | null;
  actions: readonly string[];
  timeline: DeskTimelineEntry[];
}

/** One order for the desk; null when unknown. */
export async function deskOrder(db: Database, uuid: string): Promise<DeskOrder | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({
      ...listColumns,
      currency: clientOrders.currency,
      months: clientOrders.months,
      downpayment: clientOrders.downpayment,
      residual: clientOrders.residual,
      monthlyKm: clientOrders.monthlyKmIncluded,
      pickupDate: clientOrders.dataPreluare,
      delivery: clientOrders.delivery,
      cancelReason: clientOrders.cancelReason,
      decisionFacts: clientOrders.decisionFacts,
      ratingReasons: clientOrders.ratingReasons,
    })
    .from(clientOrders)
    .innerJoin(cars, eq(cars.id, clientOrders.carId))
    .where(eq(clientOrders.uuid, uuid));
  if (!row) return null;
  const timeline = await deskTimeline(db, uuid, {
    facts: row.decisionFacts,
    reasonCodes: row.ratingReasons,
  });
  return {
    ...item(row as ListRow),
    contact: row.contact,
    terms: {
      currency: row.currency,
      months: row.months,
      downpayment: row.downpayment,
      residual: row.residual,
      monthly_km_included: row.monthlyKm,
      pickup_date: row.pickupDate,
    },
    delivery: row.delivery,
    cancel_reason: row.cancelReason,
    actions: deskActionsFor(row.status),
    timeline,
  };
}
