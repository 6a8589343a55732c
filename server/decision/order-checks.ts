/**
 * What each decision writes onto an order: the individual rating (run at once after income and
 * after every adjustment), check 1 from the registry and check 2 from the company answers (run by
 * the job worker when due). Pure: the caller loads the order and its monthly commitment.
 */

import type { OrderRecord } from '../orders/order.ts';
import type { OrderPatch } from '../orders/order-repository.ts';
import type { MonthlyCommitment } from '../orders/terms.ts';
import { companyCheck2, companyOutcome } from './company.ts';
import { decideIndividual } from './individual.ts';
import { toRon } from './money.ts';
import type { RegistryAnswer } from './registry.ts';

export function individualRatingPatch(
  order: OrderRecord,
  commitment: MonthlyCommitment,
  eurRonRate: number,
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
  return { rating: decision.rating, ratingReasons: decision.reasons };
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
