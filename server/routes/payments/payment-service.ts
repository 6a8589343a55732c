/**
 * The payment sandbox wired to orders: opening a checkout for a payable order, and what a
 * successful charge does to the order (paid once, confirmation e-mailed once).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { paymentConfirmationMail } from '../../mail/templates/orders/order-mails.ts';
import { reservationFee } from '../../orders/fees.ts';
import { findOrder, markPaid } from '../../orders/order-repository.ts';
import { isPayable } from '../../orders/payable.ts';
import { type ChargeResult, openCheckout, type PaymentDeps } from '../../sandbox/payment.ts';
import { createDbPaymentRepository } from '../../sandbox/payment-db.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';

export const INVALID_CHECKOUT = 'invalid';
/** No card provider on this server (SANDBOX off): the site shows that online payment is unavailable. */
export const PAYMENTS_UNAVAILABLE = 'unavailable';

export function paymentDeps(deps: OrderRouteDeps): PaymentDeps {
  return {
    repo: createDbPaymentRepository(deps.db),
    now: deps.now,
    newId: randomUUID,
    newToken: () => randomBytes(24).toString('base64url'),
  };
}

/** The open checkout's token, or 'invalid' (unknown, unapproved, unsigned or paid order). */
export async function checkoutToken(deps: OrderRouteDeps, orderUuid: string): Promise<string> {
  const found = await findOrder(deps.db, orderUuid);
  if (!found) return INVALID_CHECKOUT;
  const fee = reservationFee(found.order.productType, deps.eurRonRate);
  return openCheckout(paymentDeps(deps), {
    uuid: found.order.uuid,
    payable: isPayable(found.order),
    amountEur: fee.eur,
    amountRon: fee.ron,
  });
}

/** Marks the order paid and e-mails the confirmation, exactly once per order. */
export async function settleCharge(deps: OrderRouteDeps, result: ChargeResult): Promise<void> {
  if (result.kind !== 'payment' || !result.newlyCharged) return;
  const { payment } = result;
  if (!(await markPaid(deps.db, payment.orderUuid, deps.now()))) return;
  const found = await findOrder(deps.db, payment.orderUuid);
  if (!found) return;
  await deps.mailer(
    paymentConfirmationMail(
      { order: found.order, productName: found.car.productName },
      { eur: payment.amountEur, ron: payment.amountRon },
    ),
  );
}
