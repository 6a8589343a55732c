/**
 * The desk's withdrawals (issue 35): the list and detail of the 14-day withdrawals customers sent
 * (routes/withdrawals), and "processed" with the day the money went back: not in the future, not
 * before the withdrawal. Once only; the audit trail records it in the same transaction.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { withdrawalProcessSchema } from '../../../src/domain/desk/desk-payloads.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import type { StaffIdentity } from '../../auth/sessions.ts';
import { cars, clientOrders, withdrawals } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { parseOr422 } from '../../http/request-body.ts';
import type { DbContext } from '../../orders/order-repository.ts';
import type { DeskDeps } from './desk-deps.ts';

/** A page holds far more than a 14-day period brings; staff act on the newest. */
const WITHDRAWALS_PAGE = 500;

const rows = (db: DbContext) =>
  db
    .select({ withdrawal: withdrawals, order: clientOrders, productName: cars.productName })
    .from(withdrawals)
    .innerJoin(clientOrders, eq(clientOrders.uuid, withdrawals.orderUuid))
    .innerJoin(cars, eq(cars.id, clientOrders.carId));

type Row = Awaited<ReturnType<typeof rows>>[number];

const item = ({ withdrawal, order, productName }: Row) => ({
  id: withdrawal.id,
  order_code: withdrawal.orderUuid,
  product_type: order.productType,
  sku: order.sku,
  car: productName,
  name: `${order.contact.prenume} ${order.contact.nume}`,
  email: withdrawal.email,
  concluded_at: withdrawal.concludedAt.toISOString(),
  withdrawn_at: withdrawal.withdrawnAt.toISOString(),
  status: withdrawal.processedAt ? 'processed' : 'pending',
  money_returned_on: withdrawal.moneyReturnedOn,
  processed_at: withdrawal.processedAt?.toISOString() ?? null,
  processed_by: withdrawal.processedBy,
});

/** Waiting ones first, then the newest. */
export async function listDeskWithdrawals(db: DbContext) {
  const found = await rows(db)
    .orderBy(sql`${withdrawals.processedAt} is not null`, desc(withdrawals.withdrawnAt), desc(withdrawals.id))
    .limit(WITHDRAWALS_PAGE);
  return found.map(item);
}

export async function deskWithdrawal(db: DbContext, id: number) {
  const [found] = await rows(db).where(eq(withdrawals.id, id));
  return found ? { ...item(found), phone: found.order.contact.telefon } : null;
}

const withdrawalNotFound = () => new ApiError(404, roDesk.withdrawalNotFound);

export async function processWithdrawal(
  deps: DeskDeps,
  id: number,
  body: unknown,
  staff: StaffIdentity,
  audit: AuditSource,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [withdrawal] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!withdrawal) throw withdrawalNotFound();
    const schema = withdrawalProcessSchema(deps.today(), todayIn(withdrawal.withdrawnAt));
    const { money_returned_on } = parseOr422(schema, body, invalidFields);
    if (withdrawal.processedAt) throw new ApiError(409, roDesk.withdrawalAlreadyProcessed);
    await tx
      .update(withdrawals)
      .set({ moneyReturnedOn: money_returned_on, processedAt: now, processedBy: staff.email })
      .where(and(eq(withdrawals.id, id), isNull(withdrawals.processedAt)));
    await recordAudit(
      tx,
      audit,
      {
        action: 'withdrawal.process',
        target: `orders/${withdrawal.orderUuid}`,
        before: { withdrawal: id, status: 'pending' },
        after: { withdrawal: id, status: 'processed', money_returned_on },
      },
      now,
    );
    return { id, status: 'processed', money_returned_on, processed_at: now.toISOString() };
  });
}
