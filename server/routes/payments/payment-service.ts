/**
 * Card payments wired to orders, whichever provider takes them (provider-checkout.ts): opening a checkout for a payable order, and what a
 * successful charge does to the order (paid once, confirmation e-mailed once) and to its car
 * (reserved in the same transaction as the success: orders/car-reservation.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { paymentConfirmationMail } from '../../mail/templates/orders/order-mails.ts';
import { isCarReservedByOther, reserveOrderCar } from '../../orders/car-reservation.ts';
import { orderFee } from '../../orders/fees.ts';
import { findOrder, markPaid } from '../../orders/order-repository.ts';
import { payableState } from '../../orders/payable.ts';
import type { RefundState } from '../../payments/provider.ts';
import {
  type ChargeResult,
  type FailureReason,
  openCheckout,
  type PaymentDeps,
  type PaymentStatus,
} from '../../sandbox/payment.ts';
import { createDbPaymentRepository, type SuccessClaim } from '../../sandbox/payment-db.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import { paidOrderDetails } from './paid-order-details.ts';

export const INVALID_CHECKOUT = 'invalid';
/** No card provider on this server: the site shows that online payment is unavailable. */
export const PAYMENTS_UNAVAILABLE = 'unavailable';

/** A success reserves the order's car; the rebuild hears about it once the transaction committed. */
const reserveCarClaim =
  (deps: OrderRouteDeps): SuccessClaim =>
  async (tx, payment) => {
    const change = await reserveOrderCar(tx, payment.orderUuid, payment.id);
    return change ? () => deps.notify(change) : null;
  };

export function paymentDeps(deps: OrderRouteDeps): PaymentDeps {
  return {
    repo: createDbPaymentRepository(deps.db, reserveCarClaim(deps)),
    now: deps.now,
    newId: randomUUID,
    newToken: () => randomBytes(24).toString('base64url'),
  };
}

/**
 * Why an order has no checkout: car_reserved (another paid order took the car), paid (this order
 * is paid already), not_approved, not_signed (a subscription's contract), not_found.
 */
export type CheckoutRefusal =
  | 'car_reserved'
  | 'paid'
  | 'closed'
  | 'not_approved'
  | 'not_signed'
  | 'not_found';

export type CheckoutAnswer = { token: string } | { token: typeof INVALID_CHECKOUT; reason: CheckoutRefusal };

const refused = (reason: CheckoutRefusal): CheckoutAnswer => ({ token: INVALID_CHECKOUT, reason });

/**
 * The open checkout's token, or 'invalid' with the reason: the order's real state (payable.ts), or
 * 'car_reserved' when another paid order took the car since this order started.
 */
export async function checkoutToken(deps: OrderRouteDeps, orderUuid: string): Promise<CheckoutAnswer> {
  const found = await findOrder(deps.db, orderUuid);
  if (!found) return refused('not_found');
  const state = payableState(found.order);
  if (state !== 'payable') return refused(state);
  if (await isCarReservedByOther(deps.db, found.car.id, orderUuid)) return refused('car_reserved');
  const fee = orderFee(found.order, deps.eurRonRate);
  const provider = deps.paymentProvider;
  const token = await openCheckout(paymentDeps(deps), {
    uuid: found.order.uuid,
    payable: true,
    amountEur: fee.eur,
    amountRon: fee.ron,
    provider: provider ? { name: provider.name, testMode: provider.testMode } : undefined,
  });
  // Payable but refused: a success was recorded a moment before the order was marked paid.
  return token === INVALID_CHECKOUT ? refused('paid') : { token };
}

/** Where an order's payment stands when no payment id is known: its last attempt, or none yet. */
export interface OrderPaymentState {
  status: PaymentStatus | 'none';
  failureReason: FailureReason | null;
  /** Set when the money taken for a payment that could not be kept is being given back. */
  refundStatus: RefundState | null;
}

/**
 * A real provider declares a payment car_reserved only after it took the money (the sandbox before
 * any is taken), and the shop then gives it back (provider-checkout.ts): the refund's state, or
 * 'pending' until the provider's answer is stored. Null when no money was taken.
 */
export function refundOfRefused(payment: {
  failureReason: FailureReason | null;
  providerRef?: string | null | undefined;
  refundStatus?: string | null | undefined;
}): RefundState | null {
  if (payment.failureReason !== 'car_reserved' || !payment.providerRef) return null;
  return (payment.refundStatus as RefundState | null | undefined) ?? 'pending';
}

/**
 * The order's payment state for the result page reached without a payment id (an e-mail link, a
 * bookmark): success once paid, otherwise the latest attempt's status; null for an unknown order.
 */
export async function orderPaymentState(
  deps: OrderRouteDeps,
  orderUuid: string,
): Promise<OrderPaymentState | null> {
  const found = await findOrder(deps.db, orderUuid);
  if (!found) return null;
  if (found.order.paidAt !== null) return { status: 'success', failureReason: null, refundStatus: null };
  const [latest] = await deps.db
    .select({
      status: payments.status,
      failureReason: payments.failureReason,
      refundStatus: payments.refundStatus,
      providerRef: payments.providerRef,
    })
    .from(payments)
    .where(eq(payments.orderUuid, orderUuid))
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  if (!latest) return { status: 'none', failureReason: null, refundStatus: null };
  return {
    status: latest.status,
    failureReason: latest.failureReason,
    refundStatus: refundOfRefused(latest),
  };
}

/**
 * Marks the order paid and e-mails the confirmation with the order's details, exactly once per
 * order; `siteOrigin` is where the e-mail's links point.
 */
export async function settleCharge(
  deps: OrderRouteDeps,
  result: ChargeResult,
  siteOrigin: string,
): Promise<void> {
  if (result.kind !== 'payment' || !result.newlyCharged) return;
  const { payment } = result;
  const paidAt = deps.now();
  if (!(await markPaid(deps.db, payment.orderUuid, paidAt))) return;
  const found = await findOrder(deps.db, payment.orderUuid);
  if (!found) return;
  const paid = { eur: payment.amountEur, ron: payment.amountRon };
  await deps.mailer(
    paymentConfirmationMail(
      { order: found.order, productName: found.car.productName },
      paid,
      paidAt,
      siteOrigin,
      await paidOrderDetails(found, paid, deps.eurRonRate, deps.today()),
    ),
  );
}
