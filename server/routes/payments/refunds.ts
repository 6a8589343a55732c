/**
 * Giving a card-paid fee back through the provider that took it. Staff approve it (the admin API
 * now, the operations desk later); the shop does it by itself when a provider took money for a
 * payment it cannot keep. Idempotent: the refund's key is the payment's, so a retry or a second
 * approval answers the first refund, and its state is stored on the payment row.
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { findOrder } from '../../orders/order-repository.ts';
import { type PaymentProvider, type RefundState, toBani } from '../../payments/provider.ts';
import type { Payment } from '../../sandbox/payment.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';

export type RefundOutcome =
  | { kind: 'refunded'; paymentId: string; state: RefundState; refundRef: string; amountRon: number }
  | { kind: 'not_found' }
  /** The order has no successful card payment to give back. */
  | { kind: 'not_paid' }
  /** The payment was taken by another provider than the one configured now. */
  | { kind: 'other_provider'; provider: string };

const refundKey = (payment: Payment) => `refund:${payment.idempotencyKey}`;

/** Refunds one payment row in full and stores the provider's answer; safe to call again. */
export async function refundPaymentRow(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  payment: Payment,
): Promise<{ state: RefundState; refundRef: string }> {
  const answer = await provider.refund({
    providerRef: payment.providerRef ?? null,
    amountBani: toBani(payment.amountRon),
    idempotencyKey: refundKey(payment),
  });
  await deps.db
    .update(payments)
    .set({
      refundStatus: answer.state,
      refundRef: answer.refundRef,
      refundAmountRon: payment.amountRon,
      refundedAt: answer.state === 'succeeded' ? deps.now() : null,
    })
    .where(
      and(
        eq(payments.id, payment.id),
        or(isNull(payments.refundStatus), eq(payments.refundStatus, 'pending')),
      ),
    );
  return answer;
}

/**
 * Staff approved giving back the fee of `orderUuid`: its successful payment is refunded through
 * its provider, once. The order stays paid in its history; its refund state says the money went back.
 */
export async function refundPayment(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  orderUuid: string,
): Promise<RefundOutcome> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, 'success')))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  const payment = rows[0];
  if (!payment) return (await findOrder(deps.db, orderUuid)) ? { kind: 'not_paid' } : { kind: 'not_found' };
  if (payment.provider !== provider.name) return { kind: 'other_provider', provider: payment.provider };
  if (payment.refundStatus === 'succeeded' && payment.refundRef) {
    return {
      kind: 'refunded',
      paymentId: payment.id,
      state: 'succeeded',
      refundRef: payment.refundRef,
      amountRon: payment.amountRon,
    };
  }
  const answer = await refundPaymentRow(deps, provider, payment);
  return { kind: 'refunded', paymentId: payment.id, ...answer, amountRon: payment.amountRon };
}
