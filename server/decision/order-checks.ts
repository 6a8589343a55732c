/**
 * What each decision writes onto an order: the individual rating (run at once after income and
 * after every adjustment), check 1 from the registry and check 2 from the company answers (run by
 * the job worker when due). Pure: the caller loads the order and its monthly commitment.
 */

import type { PaymentInfo } from '../../src/domain/cms-schemas.ts';
import { smallestFittingChange } from '../../src/domain/credit/affordability.ts';
import { RECORDED_TERMS_BASE } from '../../src/domain/financing/financing-params.ts';
import { toRon } from '../../src/domain/money.ts';
import { termsToStore } from '../../src/domain/order/order-terms.ts';
import type { DecisionChange, DecisionFacts, OrderRecord } from '../orders/order.ts';
import type { OrderPatch } from '../orders/order-repository.ts';
import { type MonthlyCommitment, termsOfRecord } from '../orders/terms.ts';
import { companyCheck2, companyOutcome } from './company.ts';
import { decideIndividual, type IndividualDecision } from './individual.ts';
import type { RegistryAnswer } from './registry.ts';

/** The rating, its reasons and the figures behind it (with the change that would pass, if any). */
export function individualRatingPatch(
  order: OrderRecord,
  commitment: MonthlyCommitment,
  eurRonRate: number,
  paymentInfo: PaymentInfo | null,
): OrderPatch | null {
  if (!order.personal || !order.obligations || !order.income) return null;
  const decision = decideIndividual({
    personal: order.personal,
    income: order.income,
    obligations: order.obligations,
    codebtor: order.codebtor,
    instalment: { amount: commitment.amount, currency: commitment.currency },
    eurRonRate,
  });
  return {
    rating: decision.rating,
    ratingReasons: decision.reasons,
    decisionFacts: decisionFacts(order, decision, commitment, eurRonRate, paymentInfo),
  };
}

function decisionFacts(
  order: OrderRecord,
  decision: IndividualDecision,
  commitment: MonthlyCommitment,
  eurRonRate: number,
  paymentInfo: PaymentInfo | null,
): DecisionFacts {
  // Only a debt-service refusal can be cured by other terms; a bad delay history cannot.
  const curable = decision.reasons.length === 1 && decision.reasons[0] === 'debt_service_exceeded';
  return {
    net_income_ron: decision.netIncomeRon,
    obligations_ron: decision.obligationsRon,
    instalment_ron: decision.instalmentRon,
    debt_service_ratio: Number.isFinite(decision.debtServiceRatio) ? decision.debtServiceRatio : null,
    cap: decision.limit,
    currency: commitment.currency,
    reasons: decision.reasons,
    change: curable ? changeThatFits(order, decision, eurRonRate, paymentInfo) : null,
  };
}

/** The same search as the financing panel's hint, on the order's terms and the decision's money. */
function changeThatFits(
  order: OrderRecord,
  decision: IndividualDecision,
  eurRonRate: number,
  paymentInfo: PaymentInfo | null,
): DecisionChange | null {
  if (paymentInfo?.kind !== 'financing' || order.productType === 'carSubscription') return null;
  const change = smallestFittingChange(paymentInfo, termsToStore(termsOfRecord(order), RECORDED_TERMS_BASE), {
    incomeRon: decision.netIncomeRon,
    obligationsRon: decision.obligationsRon,
    eurRonRate,
  });
  if (!change) return null;
  return {
    kind: change.kind,
    months: change.params.months,
    downpayment: change.params.upFront,
    residual: order.productType === 'leasing' ? change.params.residual : null,
    currency: change.params.currency,
    instalment: change.offer.monthly,
    instalment_ron: change.instalmentRon,
    debt_service_ratio: change.ratio,
  };
}

export function check1Patch(order: OrderRecord, answer: RegistryAnswer): OrderPatch {
  const outcome = companyOutcome({
    check1Result: answer.check1Result,
    check2Result: order.check2Result,
    guarantorCui: order.guarantor?.cui_fidejusor ?? null,
  });
  return {
    check1Result: answer.check1Result,
    foreignShareholders: answer.foreignShareholders,
    rating: outcome,
    ratingReasons: answer.reason === 'active' ? [] : [answer.reason],
  };
}

/** null when the order has no company answers yet (a stale job then completes without effect). */
export function check2Patch(
  order: OrderRecord,
  commitment: MonthlyCommitment,
  eurRonRate: number,
): OrderPatch | null {
  if (order.tipCompanie === null || order.companyDetails === null) return null;
  const instalmentRon = toRon(commitment.amount, commitment.currency, eurRonRate);
  const check2Result = companyCheck2(order.tipCompanie, order.companyDetails, instalmentRon);
  const rating = companyOutcome({
    check1Result: order.check1Result,
    check2Result,
    guarantorCui: order.guarantor?.cui_fidejusor ?? null,
  });
  return { check2Result, rating };
}
