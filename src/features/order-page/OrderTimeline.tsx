/**
 * The order's steps as an ordered list: each says its state in words (not by colour alone) and,
 * when done or failed, its date; the current step is marked for screen readers (aria-current).
 */
import { todayIn } from '../../domain/dates.ts';
import { formatDate } from '../../domain/format.ts';
import type { OrderPageAnswer } from '../../domain/order/order-page.ts';
import { fill, roOrderPage } from '../../i18n/ro.ts';

const t = roOrderPage;

export function OrderTimeline({ order }: { readonly order: OrderPageAnswer }) {
  return (
    <section className="order-page__section" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t.timelineTitle}</h2>
      <ol className="order-timeline">
        {order.timeline.map((step) => (
          <li
            key={step.key}
            className={`order-timeline__step order-timeline__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-timeline__label">
              {step.key === 'payment' ? t.paymentStep[order.product] : t.steps[step.key]}
            </span>
            <span className="order-timeline__state">
              {t.states[step.state]}
              {step.at ? ` ${fill(t.doneOn, { date: formatDate(todayIn(new Date(step.at))) })}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
