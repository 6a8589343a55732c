/**
 * What the payment confirmation e-mail states about a paid order besides the amount: its terms as
 * the order summary showed them on the pages (the same lines, the same words), the delivery address
 * of a home delivery and, for a subscription, the contract the customer signed.
 */
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { PaidOrderDetails } from '../../mail/templates/orders/order-mails.ts';
import type { Amount } from '../../orders/fees.ts';
import type { OrderWithCar } from '../../orders/order-repository.ts';
import { orderTermRows } from '../../orders/order-term-rows.ts';
import { contractFileName, generateOrderContractPdf } from '../../sandbox/contract-pdf.ts';

/** The summary's rows for a stored order; the fee is what was paid, so "due now" is left out. */
export function paidOrderTerms(found: OrderWithCar, paid: Amount): PaidOrderDetails['terms'] {
  return orderTermRows(found, paid).filter((row) => row.key !== 'dueNow');
}

export async function paidOrderDetails(
  found: OrderWithCar,
  paid: Amount,
  eurRonRate: number,
  today: string,
): Promise<PaidOrderDetails> {
  const { order } = found;
  const delivery = order.delivery;
  const signed = order.productType === 'carSubscription' && order.identificationStatus === 'signed';
  return {
    terms: paidOrderTerms(found, paid),
    deliveryAddress:
      delivery?.type === 2
        ? fill(ro.orderServer.mailDeliveryAddress, {
            address: delivery.adresa ?? '',
            city: delivery.localitate ?? '',
            county: delivery.judet ?? '',
          })
        : null,
    contract: signed
      ? {
          fileName: contractFileName(order.uuid),
          contentType: 'application/pdf',
          content: await generateOrderContractPdf(found, eurRonRate, today),
        }
      : null,
  };
}
