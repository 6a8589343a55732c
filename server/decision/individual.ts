/**
 * Rule-based pre-approval for individuals (spec section 4, Resolution; issue 5).
 *
 * The engine is pure: the route computes the new instalment from the car's payment table for the
 * order's current terms and passes it in, so re-running after the shopper adjusts months, down
 * payment or residual (or adds a co-debtor) is just another call with other inputs.
 */
import { affordability } from '../../src/domain/credit/affordability.ts';
import { roundMoney, toRon } from '../../src/domain/money.ts';
import type { CurrencyName } from '../../src/domain/order/order-terms.ts';
import type { Codebtor, Income, Obligations, PersonalInfo } from '../orders/order.ts';

/**
 * Romanian banks count a revolving card line as if 5% of the approved limit were repaid every
 * month, whether or not it is drawn; we follow that common practice.
 */
export const CARD_LIMIT_MONTHLY_SHARE = 0.05;

/**
 * nr_intarzieri_credit 3 means three or more late payments; medie_zile_intarzieri_credit 3 means
 * 61-90 days on average. Either refuses whatever the income.
 */
export const MAX_DELAY_COUNT_CODE = 3;
export const MAX_DELAY_DAYS_CODE = 3;

export type IndividualRefusal = 'delay_history' | 'no_income' | 'debt_service_exceeded';

export interface IndividualDecisionInput {
  personal: PersonalInfo;
  income: Income;
  obligations: Obligations;
  codebtor: Codebtor | null;
  /** The new monthly instalment for the order's current terms, in the product's currency. */
  instalment: { amount: number; currency: CurrencyName };
  eurRonRate: number;
}

export interface IndividualDecision {
  rating: 1 | 0;
  reasons: IndividualRefusal[];
  netIncomeRon: number;
  obligationsRon: number;
  instalmentRon: number;
  /** (obligations + instalment) / net income; Infinity without income. */
  debtServiceRatio: number;
  limit: number;
}

/**
 * A rise of over 20% without a documented reason is not trusted: the previous year's average
 * counts instead when it is lower.
 */
export function countedSalary(income: Income): number {
  const unexplainedRise = income.cresteri_venituri === 1 && income.motiv_cresteri_venituri === 0;
  if (unexplainedRise && income.medie_venituri_an !== undefined) {
    return Math.min(income.medie_salariu, income.medie_venituri_an);
  }
  return income.medie_salariu;
}

export function netIncomeRon(income: Income): number {
  return countedSalary(income) + income.income.reduce((sum, row) => sum + row.valoare_alt_venit, 0);
}

export function monthlyObligationsRon(obligations: Obligations, eurRonRate: number): number {
  const rates = obligations.contracte_credit.reduce(
    (sum, row) => sum + toRon(row.valoare_rata_lunara, row.moneda_rata_lunara, eurRonRate),
    0,
  );
  const cards = obligations.carduri_credit.reduce(
    (sum, row) => sum + toRon(row.valoare_limita_aprobata, row.moneda_card, eurRonRate),
    0,
  );
  return rates + cards * CARD_LIMIT_MONTHLY_SHARE;
}

export function hasBadDelayHistory(personal: PersonalInfo): boolean {
  if (personal.avut_credite !== 1 || personal.avut_intarzieri_credit !== 1) return false;
  return (
    (personal.nr_intarzieri_credit ?? 0) >= MAX_DELAY_COUNT_CODE ||
    (personal.medie_zile_intarzieri_credit ?? 0) >= MAX_DELAY_DAYS_CODE
  );
}

export function decideIndividual(input: IndividualDecisionInput): IndividualDecision {
  const { codebtor, eurRonRate } = input;
  const income = netIncomeRon(input.income) + (codebtor ? netIncomeRon(codebtor) : 0);
  const obligations =
    monthlyObligationsRon(input.obligations, eurRonRate) +
    (codebtor ? monthlyObligationsRon(codebtor, eurRonRate) : 0);
  const instalment = toRon(input.instalment.amount, input.instalment.currency, eurRonRate);
  // The debt-service rule (BNR Regulation 17/2012 caps) is the one the financing panel's hint uses.
  const { ratio, cap, fits } = affordability({
    incomeRon: income,
    obligationsRon: obligations,
    instalmentRon: instalment,
    currency: input.instalment.currency,
  });

  const reasons: IndividualRefusal[] = [];
  if (hasBadDelayHistory(input.personal)) reasons.push('delay_history');
  if (income <= 0) reasons.push('no_income');
  else if (!fits) reasons.push('debt_service_exceeded');

  return {
    rating: reasons.length === 0 ? 1 : 0,
    reasons,
    netIncomeRon: roundMoney(income),
    obligationsRon: roundMoney(obligations),
    instalmentRon: roundMoney(instalment),
    debtServiceRatio: ratio,
    limit: cap,
  };
}
