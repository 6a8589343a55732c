/**
 * The resolution's texts (spec section 4, pre-approval outcome text): chosen by person type, the
 * outcome (1 approved; companies also 2, approved with a guarantor) and the product. Also says
 * which follow-ups the page offers: adjusting terms, a co-debtor, a guarantor, a contact request.
 */

import { isRegisteredCompany } from '../../domain/forms/company-fields-schema.ts';
import type { OrderType } from '../../domain/order/order-terms.ts';
import { fill, roApproval, roOrderServer } from '../../i18n/ro.ts';

const r = roApproval.resolution;

export interface OutcomeInput {
  readonly person: 1 | 2;
  readonly product: OrderType;
  /** Individuals: the rating; companies: the combined outcome; null while undecided. */
  readonly outcome: number | null;
  readonly tipCompanie: number | null;
  readonly foreignShareholders: boolean;
  /** What the applicant can still change (adviceText), said when adjusting terms is offered. */
  readonly advice: string | null;
}

export interface OutcomeView {
  readonly kind: 'pending' | 'approved' | 'refused';
  readonly title: string | null;
  readonly paragraphs: readonly string[];
  readonly offerAdjustTerms: boolean;
  readonly offerCodebtor: boolean;
  readonly offerGuarantor: boolean;
  readonly offerContact: boolean;
}

const none = { offerAdjustTerms: false, offerCodebtor: false, offerGuarantor: false, offerContact: false };

export function outcomeView(input: OutcomeInput): OutcomeView {
  const subscription = input.product === 'carSubscription';
  if (input.outcome === null) return { kind: 'pending', title: null, paragraphs: [r.pending], ...none };
  if (input.outcome === 1) {
    const text = subscription
      ? r.approvedSubscription
      : fill(r.approvedFinancing, { product: roOrderServer.products[input.product] });
    const note = input.person === 2 && input.foreignShareholders ? [r.foreignShareholders] : [];
    return { kind: 'approved', title: r.approvedTitle, paragraphs: [text, ...note], ...none };
  }
  if (input.person === 1) {
    if (subscription) {
      return {
        kind: 'refused',
        title: r.subscriptionRefusedTitle,
        paragraphs: [r.subscriptionRefused],
        ...none,
        offerContact: true,
      };
    }
    return {
      kind: 'refused',
      title: r.refusedTitle,
      paragraphs: [r.refusedIndividual, ...(input.advice === null ? [] : [input.advice])],
      offerAdjustTerms: true,
      offerCodebtor: true,
      offerGuarantor: false,
      offerContact: true,
    };
  }
  const guarantor = input.outcome === 2 && !subscription;
  const adjust = !subscription && !isRegisteredCompany(input.tipCompanie ?? undefined);
  const advice = adjust && input.advice !== null ? [input.advice] : [];
  const paragraphs = [guarantor ? r.guarantorNeeded : r.companyContact, ...advice];
  return {
    kind: 'refused',
    title: subscription ? r.subscriptionRefusedTitle : guarantor ? r.guarantorNeededTitle : r.refusedTitle,
    paragraphs,
    offerAdjustTerms: adjust,
    offerCodebtor: false,
    offerGuarantor: guarantor,
    offerContact: true,
  };
}
