/**
 * The adjust form's figures (issue 12.6): the monthly rate of the terms being chosen, from the same
 * tables and the same rule as the car page's financing panel, and whether a resubmission changes
 * anything at all. The form holds the terms in the read-back's names (the order it adjusts), so the
 * panel's parameters come through the read-back codec.
 */
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { computeFinancingOffer, type FinancingOfferResult } from '../../domain/financing/financing-offer.ts';
import { RECORDED_TERMS_BASE } from '../../domain/financing/financing-params.ts';
import { termsFromReadBack, termsToStore } from '../../domain/order/order-terms.ts';
import type { CurrentTerms } from './adjust-advice.ts';
import type { TermsContext } from './adjust-options.ts';

/** The panel's offer for `terms`; a cell the tables lack is a typed failure, never a number. */
export function adjustedOffer(
  info: FinancingPaymentInfo,
  context: TermsContext,
  terms: CurrentTerms,
): FinancingOfferResult {
  const readBack = {
    credit_type: context.product,
    person: context.person,
    currency: context.currency,
    ...terms,
  };
  return computeFinancingOffer(info, termsToStore(termsFromReadBack(readBack), RECORDED_TERMS_BASE));
}

/** True when the chosen terms are those already analysed (credit has no residual to compare). */
export function sameTerms(context: TermsContext, chosen: CurrentTerms, current: CurrentTerms): boolean {
  return (
    chosen.months === current.months &&
    chosen.downpayment === current.downpayment &&
    (context.product === 'credit' || (chosen.residual ?? 0) === (current.residual ?? 0))
  );
}
