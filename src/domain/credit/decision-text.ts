/**
 * The refusal's explanation in plain Romanian (issue 15.4; CCD II art. 18(8)(b)): the reason the
 * automated decision actually gave, with its debt-service ratio and cap, and the change of terms
 * that the same rule (src/domain/credit/affordability.ts) says would pass.
 */

import { fill, roAffordability, roDecision } from '../../i18n/ro.ts';
import { todayIn } from '../dates.ts';
import { formatAmount, formatDate } from '../format.ts';
import { REVIEW_ANSWER_DAYS } from '../forms/review-schema.ts';
import type { DecisionFacts, ReviewAnswer } from '../order/order-read-back.ts';
import { type ChangeFigures, changeText, ratioText } from './affordability-text.ts';

const d = roDecision;
const lei = (amount: number) => `${formatAmount(amount)} lei`;

/** The reason sentences, then the change that would pass (debt service only; none for arrears). */
export function decisionExplanation(facts: DecisionFacts): string[] {
  if (facts.reasons.includes('delay_history')) return [d.reasonDelays];
  if (facts.reasons.includes('no_income') || facts.debt_service_ratio === null) return [d.reasonNoIncome];
  if (!facts.reasons.includes('debt_service_exceeded')) return [];
  const reason = fill(d.reasonDebt, {
    ratio: ratioText(facts.debt_service_ratio),
    owed: lei(facts.obligations_ron + facts.instalment_ron),
    instalment: lei(facts.instalment_ron),
    income: lei(facts.net_income_ron),
    cap: ratioText(facts.cap),
    capWhy: facts.currency === 'EUR' ? d.capWhyEur : d.capWhyRon,
  });
  const change: ChangeFigures | null = facts.change
    ? {
        kind: facts.change.kind,
        months: facts.change.months,
        downpayment: facts.change.downpayment,
        currency: facts.change.currency,
        monthly: facts.change.instalment,
        ratio: facts.change.debt_service_ratio,
      }
    : null;
  return [reason, change ? changeText(change) : roAffordability.noChange];
}

/** A stored instant as the Bucharest calendar date, dd.MM.yyyy. */
const dayOf = (instant: string) => formatDate(todayIn(new Date(instant)));

/** 'Am inregistrat cererea de evaluare umana pe 25.11.2026. Veti primi raspunsul … pe 25.12.2026 …' */
export function reviewAcknowledgement(review: ReviewAnswer): string {
  return fill(d.reviewDone, {
    date: dayOf(review.requested_at),
    due: dayOf(review.answer_due_at),
    days: REVIEW_ANSWER_DAYS,
  });
}
