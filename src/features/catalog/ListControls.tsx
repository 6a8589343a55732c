/**
 * The list's order and monthly budget (issue 37). "Sorteaza dupa" sits beside the phone's 'Filtre'
 * button (and under the bar from 768 px), so a phone reaches it before the first car; the new order
 * is said in a polite live region. "Buget lunar" is a field of the filters (bar and sheet): whole
 * lei, its EUR equivalent at the site's rate beside it, what is wrong with a typed amount next to
 * it; with it the person whose rate counts (persoana fizica / juridica, as on the car page).
 */
import { useId, useState } from 'react';
import { CAR_SORTS, type CarSort } from '../../domain/catalog/car-sort.ts';
import { budgetInEur, type ListOrder, parseBudget } from '../../domain/catalog/list-order.ts';
import { formatNumber } from '../../domain/format.ts';
import type { Person } from '../../domain/order/order-terms.ts';
import { fill, roListOrder } from '../../i18n/ro.ts';

const t = roListOrder;
const RECOMMENDED = '';

export interface SortSelectProps {
  readonly sort: CarSort | null;
  readonly onChange: (sort: CarSort | null) => void;
}

export function SortSelect({ sort, onChange }: SortSelectProps) {
  const id = useId();
  // Empty until the visitor picks: the order a link or a reload opened with is not news.
  const [announced, setAnnounced] = useState('');
  return (
    <div className="filter-field list-sort">
      <label htmlFor={id}>{t.sortLabel}</label>
      <select
        id={id}
        value={sort ?? RECOMMENDED}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const next = CAR_SORTS.find((candidate) => candidate === value) ?? null;
          onChange(next);
          setAnnounced(fill(t.sortAnnounced, { sort: t.sorts[next ?? 'recommended'] }));
        }}
      >
        <option value={RECOMMENDED}>{t.sorts.recommended}</option>
        {CAR_SORTS.map((value) => (
          <option key={value} value={value}>
            {t.sorts[value]}
          </option>
        ))}
      </select>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}

export interface BudgetFieldsProps {
  readonly order: ListOrder;
  /** The site's EUR/RON rate (settings), for the budget's EUR equivalent. */
  readonly eurRonRate: number;
  readonly onChange: (order: ListOrder) => void;
}

export function BudgetFields({ order, eurRonRate, onChange }: BudgetFieldsProps) {
  const id = useId();
  const [text, setText] = useState(order.budget === null ? '' : String(order.budget));
  const parsed = parseBudget(text);
  const error = parsed.ok ? null : parsed.message;
  // The bar and the sheet each have this field, and a reset clears it: when the applied budget
  // changes elsewhere, the text follows unless it already says that amount.
  const [applied, setApplied] = useState(order.budget);
  if (applied !== order.budget) {
    setApplied(order.budget);
    if (!parsed.ok || parsed.budget !== order.budget)
      setText(order.budget === null ? '' : String(order.budget));
  }
  const shown = error ? `${id}-error` : order.budget === null ? null : `${id}-eur`;
  const described = shown === null ? `${id}-hint` : `${id}-hint ${shown}`;
  return (
    <div className="filter-bar__row list-budget">
      <div className="filter-field">
        <label htmlFor={id}>{t.budgetLabel}</label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={described}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            const typed = parseBudget(next);
            if (typed.ok && typed.budget !== order.budget) onChange({ ...order, budget: typed.budget });
          }}
        />
        <p id={`${id}-hint`} className="filter-field__hint">
          {t.budgetHint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="filter-field__error">
            {error}
          </p>
        ) : (
          order.budget !== null && (
            <p id={`${id}-eur`} className="filter-field__hint">
              {fill(t.budgetEur, {
                amount: formatNumber(budgetInEur(order.budget, eurRonRate), 0),
                rate: formatNumber(eurRonRate, 4),
              })}
            </p>
          )
        )}
      </div>
      <div className="filter-field">
        <label htmlFor={`${id}-person`}>{t.personLabel}</label>
        <select
          id={`${id}-person`}
          value={order.person}
          onChange={(event) =>
            onChange({ ...order, person: (Number(event.currentTarget.value) === 2 ? 2 : 1) as Person })
          }
        >
          <option value={1}>{t.individual}</option>
          <option value={2}>{t.company}</option>
        </select>
      </div>
    </div>
  );
}
