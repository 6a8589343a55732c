/**
 * The payment sandbox wired to orders: opening a checkout for a payable order, and what a
 * successful charge does to the order (paid once, confirmation e-mailed once) and to its car
 * (reserved in the same transaction as the success: orders/car-reservation.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { paymentConfirmationMail } from '../../mail/templates/orders/order-mails.ts';
import { isCarReservedByOther, reserveOrderCar } from '../../orders/car-reservation.ts';
import { reservationFee } from '../../orders/fees.ts';
import { findOrder, markPaid } from '../../orders/order-repository.ts';
import { isPayable } from '../../orders/payable.ts';
import { type ChargeResult, openCheckout, type PaymentDeps } from '../../sandbox/payment.ts';
import { createDbPaymentRepository, type SuccessClaim } from '../../sandbox/payment-db.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';

export const INVALID_CHECKOUT = 'invalid';
/** No card provider on this server (SANDBOX off): the site shows that online payment is unavailable. */
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

export type CheckoutAnswer = { token: string } | { token: typeof INVALID_CHECKOUT; reason: 'car_reserved' };

/**
 * The open checkout's token, or 'invalid' (unknown, unapproved, unsigned or paid order), with the
 * reason 'car_reserved' when another paid order took the car since this order started.
 */
export async function checkoutToken(deps: OrderRouteDeps, orderUuid: string): Promise<CheckoutAnswer> {
  const found = await findOrder(deps.db, orderUuid);
  if (!found) return { token: INVALID_CHECKOUT };
  if (await isCarReservedByOther(deps.db, found.car.id, orderUuid)) {
    return { token: INVALID_CHECKOUT, reason: 'car_reserved' };
  }
  const fee = reservationFee(found.order.productType, deps.eurRonRate);
  const token = await openCheckout(paymentDeps(deps), {
    uuid: found.order.uuid,
    payable: isPayable(found.order),
    amountEur: fee.eur,
    amountRon: fee.ron,
  });
  return { token };
}

/**
 * Marks the order paid and e-mails the confirmation, exactly once per order; `siteOrigin` is where
 * the e-mail's withdrawal link points.
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
  await deps.mailer(
    paymentConfirmationMail(
      { order: found.order, productName: found.car.productName },
      { eur: payment.amountEur, ron: payment.amountRon },
      paidAt,
      siteOrigin,
    ),
  );
}
