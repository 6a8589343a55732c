/**
 * The list's order and monthly budget (issue 37) beside the filters in the address:
 * `?sort=rate_asc&buget=2500&persoana=juridica`. Read like the filters (anything invalid in the
 * address is ignored, never an error); the budget field says what is wrong with what was typed.
 */
import { fill, roListOrder } from '../../i18n/ro.ts';
import { formatNumber } from '../format.ts';
import type { Person } from '../order/order-terms.ts';
import { type CarSort, type MonthlyRates, rateFor, readSort, SORT_PARAM } from './car-sort.ts';

export const BUDGET_PARAM = 'buget';
export const PERSON_PARAM = 'persoana';
/** Lei a month. Below the cheapest rate any car could have; above any car's rate. */
export const MIN_MONTHLY_BUDGET = 50;
export const MAX_MONTHLY_BUDGET = 200_000;

export interface ListOrder {
  readonly sort: CarSort | null;
  /** Most lei a month, all in; null: no budget. */
  readonly budget: number | null;
  /** Whose rate the budget and rate_asc read: 1 persoana fizica, 2 juridica (the panels' person). */
  readonly person: Person;
}

export const DEFAULT_LIST_ORDER: ListOrder = { sort: null, budget: null, person: 1 };

export type BudgetInput =
  | { readonly ok: true; readonly budget: number | null }
  | { readonly ok: false; readonly message: string };

/**
 * What the visitor typed in "Buget lunar": whole lei (spaces and thousands dots allowed, "2.500"),
 * empty for no budget; letters, signs, decimals or amounts out of range give the field's message.
 */
export function parseBudget(text: string): BudgetInput {
  const compact = text.replace(/[\s.]/g, '');
  if (compact === '') return { ok: true, budget: null };
  if (!/^\d+$/.test(compact)) return { ok: false, message: roListOrder.budgetInvalid };
  // Digits beyond any number's precision are still "too large", not "not a number".
  const budget = compact.length > 9 ? Number.POSITIVE_INFINITY : Number(compact);
  if (budget < MIN_MONTHLY_BUDGET) {
    return {
      ok: false,
      message: fill(roListOrder.budgetTooSmall, { min: formatNumber(MIN_MONTHLY_BUDGET) }),
    };
  }
  if (budget > MAX_MONTHLY_BUDGET) {
    return {
      ok: false,
      message: fill(roListOrder.budgetTooLarge, { max: formatNumber(MAX_MONTHLY_BUDGET) }),
    };
  }
  return { ok: true, budget };
}

/** readListOrder(new URLSearchParams('sort=km_asc&buget=2500')) → { sort: 'km_asc', budget: 2500, person: 1 } */
export function readListOrder(params: URLSearchParams): ListOrder {
  const budget = parseBudget(params.get(BUDGET_PARAM) ?? '');
  return {
    sort: readSort(params),
    budget: budget.ok ? budget.budget : null,
    person: params.get(PERSON_PARAM)?.trim() === 'juridica' ? 2 : 1,
  };
}

/** The order's parameters, appended to `params` in a fixed order; defaults are left out. */
export function appendListOrder(params: URLSearchParams, order: ListOrder): void {
  if (order.sort !== null) params.set(SORT_PARAM, order.sort);
  if (order.budget !== null) params.set(BUDGET_PARAM, String(order.budget));
  if (order.person === 2) params.set(PERSON_PARAM, 'juridica');
}

export function isListOrderSet(order: ListOrder): boolean {
  return order.sort !== null || order.budget !== null || order.person !== 1;
}

/** A car fits the budget when its lowest default rate for the person is known and at most the budget. */
export function withinBudget(
  car: { readonly monthly_rate_ron: MonthlyRates },
  budget: number | null,
  person: Person,
): boolean {
  if (budget === null) return true;
  const rate = rateFor(car, person);
  return rate !== null && rate <= budget;
}

/** The budget's EUR equivalent at the site's exchange rate, whole euros (a guide, not an offer). */
export const budgetInEur = (budget: number, eurRonRate: number): number => Math.round(budget / eurRonRate);
