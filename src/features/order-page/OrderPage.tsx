/**
 * The island of /comanda/{token}: the server answers every such address with this shell (rewrite
 * table); the island reads the token and shows the order's page: the car, where the order stands
 * (timeline), what the customer can do next, the terms, the documents, the withdrawal right while
 * it lasts, and how to reach us. A wrong or expired link shows no data and offers to re-send the
 * links to the order's e-mail address; an unreachable server offers a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { phoneHref } from '../../domain/business-figures.ts';
import { todayIn } from '../../domain/dates.ts';
import { formatDate } from '../../domain/format.ts';
import type { OrderPageAnswer } from '../../domain/order/order-page.ts';
import { orderTokenFromPath } from '../../domain/site/order-page-paths.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { fill, roCommon, roOrderPage } from '../../i18n/ro.ts';
import { OrderLinkResend } from './OrderLinkResend.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { documentUrl, fetchOrderPage, type OrderPageLoad } from './order-page-api.ts';
import './order-page.css';

const t = roOrderPage;

const WAITING_TEXT: Record<NonNullable<OrderPageAnswer['next']['waiting']>, string> = {
  paid: t.waitPaid,
  handover: t.waitHandover,
  delivered: t.waitDelivered,
  cancelled: t.waitCancelled,
  released: t.waitReleased,
  review: t.waitReview,
  contact: t.waitContact,
  withdrawn: t.waitWithdrawn,
  refused: t.waitRefused,
  pending: '',
};

function NextStep({ next }: { readonly next: OrderPageAnswer['next'] }) {
  const waiting = WAITING_TEXT[next.waiting ?? 'pending'];
  const text =
    next.action === 'wait'
      ? fill(waiting, { date: next.handover_date ? formatDate(next.handover_date) : '' })
      : t.next[next.action];
  if (!text) return null;
  return (
    <section className="order-page__section order-page__next" aria-labelledby="order-next-title">
      <h2 id="order-next-title">{t.nextTitle}</h2>
      <p>{text}</p>
      {next.action !== 'wait' && next.href ? (
        <p>
          <a className="button" href={next.href}>
            {t.nextButton[next.action]}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** The reviewer's answer to a human review of the refusal (issue 35), with its reason. */
function ReviewAnswer({ review }: { readonly review: NonNullable<OrderPageAnswer['review']> }) {
  const date = formatDate(todayIn(new Date(review.decided_at)));
  return (
    <section className="order-page__section" aria-labelledby="order-review-title">
      <h2 id="order-review-title">{t.reviewTitle}</h2>
      <p>{fill(review.outcome === 'approved' ? t.reviewApproved : t.reviewUpheld, { date })}</p>
      {review.reason ? <p>{fill(t.reviewReason, { reason: review.reason })}</p> : null}
    </section>
  );
}

/** How to reach support: settings the page was built with. */
export interface SupportContact {
  readonly phone: string;
  readonly email: string;
  readonly hours: string;
}

function OrderDetails({
  order,
  support,
}: {
  readonly order: OrderPageAnswer;
  readonly support: SupportContact;
}) {
  return (
    <>
      <h1>{fill(t.heading, { code: order.order_code })}</h1>
      <div className="order-page__car">
        {order.car.photo ? (
          <img src={storageUrl(order.car.photo)} alt="" width={320} height={213} loading="lazy" />
        ) : null}
        <p className="order-page__car-name">{order.car.name}</p>
        <p>{fill(t.productCode, { sku: order.car.sku })}</p>
      </div>
      {order.review ? <ReviewAnswer review={order.review} /> : null}
      <NextStep next={order.next} />
      <OrderTimeline order={order} />
      <section className="order-page__section" aria-labelledby="order-terms-title">
        <h2 id="order-terms-title">{t.termsTitle}</h2>
        <dl className="order-page__terms">
          {order.terms.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>
                {row.text}
                {row.note ? <small>{row.note}</small> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="order-page__section" aria-labelledby="order-documents-title">
        <h2 id="order-documents-title">{t.documentsTitle}</h2>
        <ul>
          {order.documents.map((document) => (
            <li key={document.kind}>
              <a href={documentUrl(document.path)} download>
                {t.documents[document.kind]}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {order.withdrawal ? (
        <section className="order-page__section" aria-labelledby="order-withdrawal-title">
          <h2 id="order-withdrawal-title">{t.withdrawalTitle}</h2>
          <p>{fill(t.withdrawalOpen, { date: formatDate(order.withdrawal.last_day) })}</p>
          <p>
            <a className="button button--ghost" href={order.withdrawal.href}>
              {t.withdrawalAction}
            </a>
          </p>
        </section>
      ) : null}
      <section className="order-page__section" aria-labelledby="order-contact-title">
        <h2 id="order-contact-title">{t.contactTitle}</h2>
        <p>
          {fill(t.contactText, {
            phone: support.phone,
            hours: support.hours,
            email: support.email,
            code: order.order_code,
          })}
        </p>
        <p>
          <a href={phoneHref(support.phone)}>{support.phone}</a> ·{' '}
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </p>
      </section>
    </>
  );
}

export function OrderPage({ support }: { readonly support: SupportContact }) {
  const [state, setState] = useState<OrderPageLoad | 'loading'>('loading');
  const load = useCallback(async () => {
    const token = orderTokenFromPath(window.location.pathname);
    if (token === null) {
      setState({ kind: 'not-found' });
      return;
    }
    setState('loading');
    setState(await fetchOrderPage(token));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state === 'loading') {
    return (
      <>
        <h1>{t.pageTitle}</h1>
        <p role="status">{t.loading}</p>
      </>
    );
  }
  if (state.kind === 'found') return <OrderDetails order={state.order} support={support} />;
  if (state.kind === 'not-found') {
    return (
      <>
        <h1>{t.pageTitle}</h1>
        <Alert tone="error">{t.notFound}</Alert>
        <OrderLinkResend />
      </>
    );
  }
  return (
    <>
      <h1>{t.pageTitle}</h1>
      <Alert tone="error">
        {state.kind === 'network' ? roCommon.serverUnreachable : roCommon.serverError}
      </Alert>
      <p>
        <button type="button" className="button" onClick={() => void load()}>
          {t.retry}
        </button>
      </p>
    </>
  );
}
