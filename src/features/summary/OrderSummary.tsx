/**
 * The order summary shown with every approval step and checkout page: a named region holding a
 * native <details>, open beside the form on wide screens and collapsed above it on a phone, where
 * its one-line <summary> still shows the total due now. Figures come from `orderSummary`.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { orderSummary, type SummaryInput } from '../../domain/order/summary/order-summary.ts';
import { dueNowAmount, summaryRows } from '../../domain/order/summary/summary-text.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { fill, roSummary } from '../../i18n/ro.ts';
import './order-summary.css';

const t = roSummary;
/** The layout puts the summary beside the form from this width (order-summary.css). */
export const WIDE_SCREEN = '(min-width: 992px)';

export function OrderSummary({ input }: { readonly input: SummaryInput }) {
  const lines = orderSummary(input);
  const titleId = useId();
  // Closed on the server and on phones; opened once the browser says the screen is wide.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.(WIDE_SCREEN).matches) setOpen(true);
  }, []);
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="order-summary__title" id={titleId}>
            {t.title}
          </span>
          <span className="order-summary__due">{fill(t.dueNowShort, { amount: dueNowAmount(lines) })}</span>
        </summary>
        <div className="order-summary__car">
          {lines.car.photo ? (
            <img src={storageUrl(lines.car.photo)} alt="" width={160} height={107} loading="lazy" />
          ) : null}
          <p className="order-summary__name">{lines.car.name}</p>
          <p className="order-summary__sku">{fill(t.productCode, { sku: lines.car.sku })}</p>
        </div>
        <dl>
          {summaryRows(lines).map((row) => (
            <Line key={row.key} term={row.term} total={row.key === 'dueNow'}>
              {row.text}
              {row.note !== null ? <span className="order-summary__note">{row.note}</span> : null}
            </Line>
          ))}
        </dl>
      </details>
    </section>
  );
}

function Line({
  term,
  total = false,
  children,
}: {
  readonly term: string;
  readonly total?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={total ? 'order-summary__line order-summary__line--total' : 'order-summary__line'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The step's content with the summary: beside it on a wide screen, above it on a phone. */
export function WithSummary({
  summary,
  children,
}: {
  readonly summary: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="with-summary">
      {summary}
      <div className="with-summary__main">{children}</div>
    </div>
  );
}
