/**
 * The desk's leads (issue 35): stock alerts, viewing bookings (also as a per-location calendar of
 * the coming days, cancellations shown), contact messages, other-financing requests and newsletter
 * subscribers. Each waits for a call or a reply; staff mark it handled with a note, which the audit
 * trail records (`lead.handle`, target `<kind>/<id>`) in the same transaction.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays } from '../../../src/domain/dates.ts';
import { type LeadKind, leadHandleSchema } from '../../../src/domain/desk/desk-payloads.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import type { StaffIdentity } from '../../auth/sessions.ts';
import {
  cars,
  contactMessages,
  locations,
  otherCreditRequests,
  reservations,
  stockAlerts,
  subscribers,
} from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { parseOr422 } from '../../http/request-body.ts';
import type { DbContext } from '../../orders/order-repository.ts';
import type { DeskDeps } from './desk-deps.ts';

const LEADS_PAGE = 500;

interface Handled {
  handledAt: Date | null;
  handledBy: string | null;
  handledNote: string | null;
  createdAt: Date;
}

const handledFields = (row: Handled) => ({
  created_at: row.createdAt.toISOString(),
  status: row.handledAt ? 'handled' : 'open',
  handled_at: row.handledAt?.toISOString() ?? null,
  handled_by: row.handledBy,
  note: row.handledNote,
});

/** Open leads first, then handled; the newest first within each. */
const openFirst = (table: { handledAt: unknown; createdAt: unknown; id: unknown }) => [
  sql`${table.handledAt} is not null`,
  sql`${table.createdAt} desc`,
  sql`${table.id} desc`,
];

const LISTS: Record<LeadKind, (db: DbContext, id?: number) => Promise<Record<string, unknown>[]>> = {
  'stock-alerts': async (db, id) => {
    const rows = await db
      .select({ lead: stockAlerts, car: cars.productName })
      .from(stockAlerts)
      .leftJoin(cars, eq(cars.sku, stockAlerts.sku))
      .where(id === undefined ? undefined : eq(stockAlerts.id, id))
      .orderBy(...openFirst(stockAlerts))
      .limit(LEADS_PAGE);
    return rows.map(({ lead, car }) => ({
      id: lead.id,
      name: `${lead.prenume} ${lead.nume}`,
      email: lead.email,
      phone: lead.telefon,
      city: lead.oras,
      sku: lead.sku,
      car,
      ...handledFields(lead),
    }));
  },
  viewings: async (db, id) => {
    const rows = await db
      .select({ lead: reservations, car: cars.productName, sku: cars.sku, location: locations.name })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId))
      .innerJoin(locations, eq(locations.id, reservations.locationId))
      .where(id === undefined ? undefined : eq(reservations.id, id))
      .orderBy(...openFirst(reservations))
      .limit(LEADS_PAGE);
    return rows.map(({ lead, car, sku, location }) => viewingItem(lead, car, sku, location));
  },
  contact: async (db, id) => {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(id === undefined ? undefined : eq(contactMessages.id, id))
      .orderBy(...openFirst(contactMessages))
      .limit(LEADS_PAGE);
    return rows.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      message: lead.message,
      ...handledFields(lead),
    }));
  },
  'other-credit': async (db, id) => {
    const rows = await db
      .select({ lead: otherCreditRequests, car: cars.productName })
      .from(otherCreditRequests)
      .leftJoin(cars, eq(cars.sku, otherCreditRequests.sku))
      .where(id === undefined ? undefined : eq(otherCreditRequests.id, id))
      .orderBy(...openFirst(otherCreditRequests))
      .limit(LEADS_PAGE);
    return rows.map(({ lead, car }) => ({
      id: lead.id,
      name: lead.nume,
      email: lead.email,
      phone: lead.telefon,
      city: lead.localitate,
      person: lead.person,
      credit_type: lead.creditType,
      currency: lead.currency,
      sku: lead.sku,
      car,
      ...handledFields(lead),
    }));
  },
  subscribers: async (db, id) => {
    const rows = await db
      .select()
      .from(subscribers)
      .where(id === undefined ? undefined : eq(subscribers.id, id))
      .orderBy(...openFirst(subscribers))
      .limit(LEADS_PAGE);
    return rows.map((lead) => ({
      id: lead.id,
      email: lead.email,
      confirmed_at: lead.confirmedAt?.toISOString() ?? null,
      unsubscribed_at: lead.unsubscribedAt?.toISOString() ?? null,
      ...handledFields(lead),
    }));
  },
};

type ReservationRow = typeof reservations.$inferSelect;

function viewingItem(lead: ReservationRow, car: string, sku: string, location: string) {
  return {
    id: lead.id,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phoneNo,
    car,
    sku,
    location,
    date: lead.date,
    hour: lead.hour,
    cancelled_at: lead.cancelledAt?.toISOString() ?? null,
    ...handledFields(lead),
  };
}

export const listLeads = (db: DbContext, kind: LeadKind) => LISTS[kind](db);

export async function deskLead(db: DbContext, kind: LeadKind, id: number) {
  const [row] = await LISTS[kind](db, id);
  return row ?? null;
}

/** The tables' handled columns, by kind (all five have the same three). */
const TABLES = {
  'stock-alerts': stockAlerts,
  viewings: reservations,
  contact: contactMessages,
  'other-credit': otherCreditRequests,
  subscribers,
} as const;

export async function handleLead(
  deps: DeskDeps,
  kind: LeadKind,
  id: number,
  body: unknown,
  staff: StaffIdentity,
  audit: AuditSource,
) {
  const { note } = parseOr422(leadHandleSchema, body, invalidFields);
  const table = TABLES[kind];
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: table.handledAt, handledBy: table.handledBy, handledNote: table.handledNote })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) throw new ApiError(404, roDesk.leadNotFound);
    await tx
      .update(table)
      .set({ handledAt: now, handledBy: staff.email, handledNote: note })
      .where(eq(table.id, id));
    await recordAudit(
      tx,
      audit,
      {
        action: 'lead.handle',
        target: `${kind}/${id}`,
        before: { handled_at: before.handledAt?.toISOString() ?? null, note: before.handledNote },
        after: { handled_at: now.toISOString(), note },
      },
      now,
    );
    return (await deskLead(tx, kind, id)) ?? { id };
  });
}

export const CALENDAR_DAYS_MAX = 31;

/**
 * The viewings of `days` days from `from`, per location and day, by hour; cancelled bookings stay
 * in (marked), so staff see a freed hour was once taken.
 */
export async function viewingCalendar(db: DbContext, from: string, days: number) {
  const until = addDays(from, days);
  const rows = await db
    .select({ lead: reservations, car: cars.productName, sku: cars.sku, location: locations })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .innerJoin(locations, eq(locations.id, reservations.locationId))
    .where(and(gte(reservations.date, from), lt(reservations.date, until)))
    .orderBy(asc(locations.name), asc(reservations.date), asc(reservations.hour), desc(reservations.id));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const byLocation = Map.groupBy(rows, (row) => row.location.id);
  const allLocations = await db.select().from(locations).orderBy(asc(locations.name));
  return {
    from,
    days: dates,
    locations: allLocations.map((location) => {
      const bookings = byLocation.get(location.id) ?? [];
      return {
        id: location.id,
        name: location.name,
        address: location.address,
        days: dates.map((date) => ({
          date,
          bookings: bookings
            .filter((row) => row.lead.date === date)
            .map((row) => viewingItem(row.lead, row.car, row.sku, row.location.name)),
        })),
      };
    }),
  };
}
