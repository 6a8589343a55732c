/**
 * The result page's statement of the 14-day right of withdrawal (CCD II art. 26) for the order just
 * paid: for an individual's credit or leasing, the last day (from the payment, which concludes the
 * contract online) and the "Retrage-te din contract" link with the order code filled in; for a
 * company or a subscription, that the right does not apply and why.
 */

import { withdrawalRight, withdrawalWindow } from '../../domain/credit/withdrawal-window.ts';
import { formatDate } from '../../domain/format.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { withdrawalPageUrl } from '../../domain/site/withdrawal-paths.ts';
import { fill, roWithdrawal } from '../../i18n/ro.ts';

const t = roWithdrawal;

export function WithdrawalNotice({
  order,
}: {
  readonly order: Pick<OrderReadBack, 'order_code' | 'credit_type' | 'person' | 'paid_at'>;
}) {
  const right = withdrawalRight({ productType: order.credit_type, person: order.person });
  let text: string;
  if (right === 'company') text = t.resultCompany;
  else if (right === 'subscription') text = t.resultSubscription;
  else {
    const product = t.products[order.credit_type === 'leasing' ? 'leasing' : 'credit'];
    text = order.paid_at
      ? fill(t.resultConsumer, {
          product,
          lastDay: formatDate(withdrawalWindow(new Date(order.paid_at)).lastDay),
        })
      : fill(t.resultConsumerUndated, { product });
  }
  return (
    <section className="withdrawal-notice" aria-labelledby="withdrawal-notice-title">
      <h2 id="withdrawal-notice-title">{t.noticeTitle}</h2>
      <p>{text}</p>
      {right === 'consumer' ? (
        <p>
          <a href={withdrawalPageUrl(order.order_code)}>{t.linkLabel}</a>
        </p>
      ) : null}
    </section>
  );
}
