/**
 * The order side of a real provider (server/payments/provider.ts): the provider payment behind an
 * open checkout, and applying what the provider verified (a signed notification, or its own reply
 * when asked) to the payment, the order and its car. The paid state is set by `settleCharge` in
 * payment-service.ts, the same as for the sandbox; a provider success this shop must not keep (the
 * car went to another paid order, or the order was paid by another attempt) is refunded.
 */
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema.ts';
import {
  type CheckoutWidget,
  type PaymentProvider,
  type ProviderEvent,
  toBani,
} from '../../payments/provider.ts';
import { type ChargeResult, type Payment, recordProviderOutcome } from '../../sandbox/payment.ts';
import { isUniqueViolation } from '../../sandbox/payment-db.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import { paymentDeps, settleCharge } from './payment-service.ts';
import { refundPaymentRow } from './refunds.ts';

/** A provider call failed (network, provider outage): the shopper may retry. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/**
 * The widget's parameters for the open checkout `token`, creating the provider payment first when
 * the row has none yet (the first visit, or a create that failed half-way: the same idempotency
 * key makes Stripe answer the payment it may have made).
 */
export async function widgetFor(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  token: string,
): Promise<CheckoutWidget> {
  const payment = await paymentDeps(deps).repo.findByToken(token);
  if (!payment) throw new Error(`no payment for an open checkout token`);
  try {
    let ref = payment.providerRef ?? null;
    if (ref === null && provider.name !== 'sandbox') {
      ref = (
        await provider.createPayment({
          paymentId: payment.id,
          orderUuid: payment.orderUuid,
          amountBani: toBani(payment.amountRon),
          idempotencyKey: payment.idempotencyKey,
        })
      ).providerRef;
      await deps.db.update(payments).set({ providerRef: ref }).where(eq(payments.id, payment.id));
    }
    return { ...(await provider.widgetParams(ref)), payment_id: payment.id };
  } catch (error) {
    throw new ProviderUnavailable(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Applies a provider's verified outcome to our payment: paid once (car reserved, order paid,
 * confirmation e-mailed), or declined while still open. A success we cannot keep is refunded.
 */
export async function applyProviderOutcome(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  payment: Payment,
  outcome: 'succeeded' | 'failed' | 'expired',
  siteOrigin: string,
): Promise<ChargeResult> {
  const result = await recordProviderOutcome(paymentDeps(deps), payment, outcome);
  await settleCharge(deps, result, siteOrigin);
  if (outcome !== 'succeeded' || result.kind !== 'payment') return result;
  // The provider took the money but this payment is not the order's success: give it back.
  const kept = result.payment.id === payment.id && result.payment.status === 'success';
  // A refund that cannot reach the provider now does not fail the notification (the outcome is
  // stored): the reconciliation pass makes it (retryOwedRefunds) and reports it while it fails.
  if (!kept) await refundPaymentRow(deps, provider, { ...payment, status: 'success' }).catch(() => undefined);
  return result;
}

/** The payment a provider reference belongs to, or null when it is not ours. */
async function paymentByRef(deps: OrderRouteDeps, providerRef: string): Promise<Payment | null> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
  return row ?? null;
}

/**
 * A verified notification, processed once: a replay of an event already processed changes
 * nothing, and an out-of-order one cannot undo a success (recordProviderOutcome). The event is
 * recorded after it was applied, so a crash in between means the provider's retry applies it.
 */
export async function processNotification(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  event: ProviderEvent,
  siteOrigin: string,
): Promise<'processed' | 'replay' | 'unknown_payment'> {
  const seen = await deps.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, event.id)))
    .limit(1);
  if (seen.length > 0) return 'replay';
  const payment = await paymentByRef(deps, event.providerRef);
  if (!payment) return 'unknown_payment';
  await applyProviderOutcome(deps, provider, payment, event.outcome, siteOrigin);
  try {
    await deps.db
      .insert(paymentEvents)
      .values({ provider: provider.name, eventId: event.id, receivedAt: deps.now() });
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it.
    if (!isUniqueViolation(error)) throw error;
  }
  return 'processed';
}

/**
 * The result page asked about a payment still open: ask the provider (its reply is verified: our
 * server called it) and apply what it says, so a late or lost notification does not leave the
 * shopper looking at "pending".
 */
export async function refreshFromProvider(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  payment: Payment,
  siteOrigin: string,
): Promise<Payment> {
  if (payment.status !== 'pending' || !payment.providerRef || provider.name === 'sandbox') return payment;
  const state = await provider.retrieve(payment.providerRef);
  if (state === 'pending') return payment;
  const outcome = state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'expired';
  const result = await applyProviderOutcome(deps, provider, payment, outcome, siteOrigin);
  return result.kind === 'payment' && result.payment.id === payment.id ? result.payment : payment;
}

/** How long a provider payment may stay open before the reconciliation job asks about it. */
export const RECONCILE_AFTER_MS = 15 * 60_000;

/**
 * The reconciliation job's one pass: every provider payment still open after RECONCILE_AFTER_MS
 * is asked about. Paid: applied as if the notification had come (a lost webhook must not leave an
 * order unpaid). Still open after that long, or refused: cancelled at the provider and closed as
 * expired, so the order may open a new checkout and nothing stays waiting forever. Then the money
 * taken for payments the shop could not keep, whose refund never reached the provider, is given back.
 */
export async function reconcilePendingPayments(
  deps: OrderRouteDeps,
  provider: PaymentProvider,
  siteOrigin: string,
): Promise<{ checked: number; settled: number; refunded: number }> {
  if (provider.name === 'sandbox') return { checked: 0, settled: 0, refunded: 0 };
  const cutoff = new Date(deps.now().getTime() - RECONCILE_AFTER_MS);
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        inArray(payments.status, ['pending', 'challenge']),
        isNotNull(payments.providerRef),
        lt(payments.updatedAt, cutoff),
      ),
    );
  let settled = 0;
  for (const payment of stale) {
    const ref = payment.providerRef as string;
    const state = await provider.retrieve(ref);
    if (state === 'succeeded') {
      await applyProviderOutcome(deps, provider, payment, 'succeeded', siteOrigin);
    } else {
      if (state === 'pending' || state === 'failed') {
        // A payment that is being confirmed right now cannot be cancelled: the next pass sees it.
        const cancelled = await provider.cancel(ref).then(
          () => true,
          () => false,
        );
        if (!cancelled) continue;
      }
      await applyProviderOutcome(deps, provider, payment, 'expired', siteOrigin);
    }
    settled += 1;
  }
  return { checked: stale.length, settled, refunded: await retryOwedRefunds(deps, provider) };
}

/** A refund attempt younger than this may still be under way in the request that made it. */
export const REFUND_RETRY_AFTER_MS = 60_000;

/**
 * The provider took the money of a payment refused as car_reserved, and the refund call failed
 * (outage, timeout, crash in between): nothing else would ever give it back. Asked again with the
 * same idempotency key, so a refund that did reach the provider is not made twice. One that keeps
 * failing does not hold up the others; the pass then fails, so the job logs it, and the next retries.
 */
async function retryOwedRefunds(deps: OrderRouteDeps, provider: PaymentProvider): Promise<number> {
  const owed = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.failureReason, 'car_reserved'),
        isNotNull(payments.providerRef),
        isNull(payments.refundStatus),
        lt(payments.updatedAt, new Date(deps.now().getTime() - REFUND_RETRY_AFTER_MS)),
      ),
    );
  let refunded = 0;
  for (const payment of owed) {
    const done = await refundPaymentRow(deps, provider, payment).then(
      () => true,
      () => false,
    );
    if (done) refunded += 1;
  }
  const failed = owed.length - refunded;
  if (failed > 0)
    throw new Error(`${failed} refund(s) of refused payments still owed; retried on the next pass`);
  return refunded;
}
