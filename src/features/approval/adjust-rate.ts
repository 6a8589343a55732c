/**
 * The adjust form's figures (issue 12.6): the monthly rate of the terms being chosen, from the same
 * tables and the same rule as the car page's financing panel, and whether a resubmission changes
 * anything at all.
 */
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { computeFinancingOffer, type FinancingOfferResult } from '../../domain/financing/financing-offer.ts';
import type { CurrentTerms } from './adjust-advice.ts';
import type { TermsContext } from './adjust-options.ts';

/** The panel's offer for `terms`; a cell the tables lack is a typed failure, never a number. */
export function adjustedOffer(
  info: FinancingPaymentInfo,
  context: TermsContext,
  terms: CurrentTerms,
): FinancingOfferResult {
  return computeFinancingOffer(info, {
    type: context.product,
    person: context.person,
    currency: context.currency,
    months: terms.months,
    upFront: terms.downpayment,
    residual: terms.residual ?? 0,
    range: 0,
  });
}

/** True when the chosen terms are those already analysed (credit has no residual to compare). */
export function sameTerms(context: TermsContext, chosen: CurrentTerms, current: CurrentTerms): boolean {
  return (
    chosen.months === current.months &&
    chosen.downpayment === current.downpayment &&
    (context.product === 'credit' || (chosen.residual ?? 0) === (current.residual ?? 0))
  );
}
