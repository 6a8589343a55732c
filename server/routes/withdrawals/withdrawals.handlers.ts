/**
 * The withdrawal function's rules on stored orders. An order is found only when its code and its
 * e-mail address both match, and a miss never says which one was wrong (only someone who holds the
 * order e-mail learns anything about the order). The contract counts as concluded online when the
 * reservation fee was paid (`paid_at`): a financing order has no other signing step in this shop,
 * and the payment confirmation e-mail sent then carries the contract's terms and the right.
 *
 * A confirmed withdrawal is one row per order: the unique order_uuid decides between concurrent
 * confirmations, and every later one reads the first row's date back ("already withdrawn").
 */
import { eq } from 'drizzle-orm';
import {
  canWithdraw,
  withdrawalRight,
  withdrawalWindow,
} from '../../../src/domain/credit/withdrawal-window.ts';
import { formatDate } from '../../../src/domain/format.ts';
import type { WithdrawalLookup } from '../../../src/domain/forms/withdrawal-schema.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { withdrawalAcknowledgementMail } from '../../mail/templates/withdrawal-mails.ts';
import { findOrder, type OrderWithCar } from '../../orders/order-repository.ts';

const t = ro.withdrawal;

export interface WithdrawalDeps {
  db: Database;
  now: () => Date;
}

type WithdrawalRow = typeof withdrawals.$inferSelect;

export type WithdrawalLookupResult =
  | { kind: 'unknown' }
  | { kind: 'refused'; message: string }
  | { kind: 'withdrawn'; found: OrderWithCar; withdrawal: WithdrawalRow }
  | { kind: 'open'; found: OrderWithCar; concludedAt: Date };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function findWithdrawal(db: Database, orderUuid: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderUuid, orderUuid)).limit(1);
  return row ?? null;
}

/** What a withdrawal of this order would meet now: the check step's answer. */
export async function lookUpWithdrawal(
  deps: WithdrawalDeps,
  input: WithdrawalLookup,
): Promise<WithdrawalLookupResult> {
  const found = await findOrder(deps.db, input.order_code);
  if (!found || !sameAddress(found.order.contact.email, input.email)) return { kind: 'unknown' };
  const withdrawal = await findWithdrawal(deps.db, found.order.uuid);
  if (withdrawal) return { kind: 'withdrawn', found, withdrawal };
  const right = withdrawalRight(found.order);
  if (right !== 'consumer') return { kind: 'refused', message: t[right] };
  const concludedAt = found.order.paidAt;
  if (concludedAt === null) return { kind: 'refused', message: t.notConcluded };
  if (!canWithdraw(concludedAt, deps.now())) {
    return {
      kind: 'refused',
      message: fill(t.expired, { lastDay: formatDate(withdrawalWindow(concludedAt).lastDay) }),
    };
  }
  return { kind: 'open', found, concludedAt };
}

export type WithdrawalOutcome =
  | Exclude<WithdrawalLookupResult, { kind: 'open' }>
  | { kind: 'created'; found: OrderWithCar; withdrawal: WithdrawalRow };

/** Records a confirmed withdrawal and e-mails the acknowledgement, once per order. */
export async function confirmWithdrawal(
  deps: WithdrawalDeps,
  input: WithdrawalLookup,
  /** The site's origin for the order page's link in the acknowledgement. */
  siteOrigin: string,
): Promise<WithdrawalOutcome> {
  const lookup = await lookUpWithdrawal(deps, input);
  if (lookup.kind !== 'open') return lookup;
  const { found, concludedAt } = lookup;
  const withdrawnAt = deps.now();
  const acknowledgement = withdrawalAcknowledgementMail({
    order: found.order,
    productName: found.car.productName,
    concludedAt,
    withdrawnAt,
    siteOrigin,
  });
  // The withdrawal and its acknowledgement commit together: a stored withdrawal always has its
  // e-mail in the outbox, and a later confirmation (the conflict) writes neither.
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({ orderUuid: found.order.uuid, concludedAt, withdrawnAt, email: found.order.contact.email })
      .onConflictDoNothing({ target: withdrawals.orderUuid })
      .returning();
    if (row) await createOutboxMailer(tx)(acknowledgement);
    return row;
  });
  if (!created) {
    const first = await findWithdrawal(deps.db, found.order.uuid);
    if (!first) throw new Error('a withdrawal conflicted but cannot be read back');
    return { kind: 'withdrawn', found, withdrawal: first };
  }
  return { kind: 'created', found, withdrawal: created };
}
