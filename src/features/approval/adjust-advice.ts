/**
 * What a refused applicant can still change (issue 12.6): advice names only the changes the car's
 * tables allow and that lower the monthly rate (a higher down payment, a longer term, a higher
 * residual value) and a co-debtor where the page offers one. With nothing left to change it says
 * so and points to what remains: another car or a consultant.
 */
import { fill, roApproval } from '../../i18n/ro.ts';
import type { TermOptions } from './adjust-options.ts';

export type AdviceAction = keyof typeof roApproval.resolution.adviceActions;

export interface CurrentTerms {
  readonly months: number;
  readonly downpayment: number;
  /** Null for credit (and a leasing without a residual). */
  readonly residual: number | null;
}

const above = (values: readonly number[], current: number) => values.some((value) => value > current);

/** The changes that can still lower the rate, in the order the advice names them. */
export function improvingActions(
  options: TermOptions,
  current: CurrentTerms,
  codebtor: boolean,
): AdviceAction[] {
  const actions: AdviceAction[] = [];
  if (above(options.downpayments, current.downpayment)) actions.push('downpayment');
  if (above(options.months, current.months)) actions.push('months');
  if (above(options.residuals, current.residual ?? 0)) actions.push('residual');
  if (codebtor) actions.push('codebtor');
  return actions;
}

/** 'Puteti mari avansul, alege o durata mai lunga sau adauga un codebitor, apoi retrimite cererea.' */
export function adviceText(actions: readonly AdviceAction[]): string {
  const r = roApproval.resolution;
  if (actions.length === 0) return r.adviceNone;
  const names = actions.map((action) => r.adviceActions[action]);
  const last = names.pop();
  const list = names.length === 0 ? last : `${names.join(', ')}${r.adviceOr}${last}`;
  return fill(r.advice, { actions: list ?? '' });
}
