/**
 * Company pre-approval: check 2 (financials by company type), the combined outcome with check 1
 * and a guarantor, and the wizard step the outcome sends the shopper to (spec section 4).
 * Outcomes: 0 refused, 1 approved, 2 approved with a guarantor (fidejusor).
 */
import type { CheckResult, CompanyType, OtherCompanyDetails, SrlCompanyDetails } from '../orders/order.ts';
import { isRegisteredCompany } from '../orders/order.ts';
import { sandboxRegistryAnswer } from './registry.ts';

/**
 * SRL/SA questionnaire points (max 10). Experience, a broad client base and a stable team weigh
 * most; a single supplier is a dependency risk; ISO certification and specialised studies add one.
 */
const SRL_POINTS = {
  experienta_domeniu: { 1: 0, 2: 1, 3: 2, 4: 3 },
  numar_clienti: { 1: 0, 2: 1, 3: 2 },
  fluctuatie_personal: { 1: 2, 2: 1, 3: 0 },
  numar_furnizori: { 1: 0, 2: 1, 3: 1 },
  certificare_iso: { 1: 1, 2: 0, 3: 0 },
} as const;
export const SRL_APPROVE_FROM = 7;
export const SRL_GUARANTOR_FROM = 4;

export function srlScore(details: SrlCompanyDetails): number {
  const studies = details.specialitate_superioare === 1 || details.specialitate_liceu === 1 ? 1 : 0;
  return (
    SRL_POINTS.experienta_domeniu[details.experienta_domeniu] +
    SRL_POINTS.numar_clienti[details.numar_clienti] +
    SRL_POINTS.fluctuatie_personal[details.fluctuatie_personal] +
    SRL_POINTS.numar_furnizori[details.numar_furnizori] +
    SRL_POINTS.certificare_iso[details.certificare_iso] +
    studies
  );
}

export function srlCheck2(details: SrlCompanyDetails): CheckResult {
  const score = srlScore(details);
  if (score >= SRL_APPROVE_FROM) return 1;
  return score >= SRL_GUARANTOR_FROM ? 2 : 0;
}

/**
 * PFA, ONG and other types: the instalment against the average monthly net income over the months
 * of activity of the last year. Up to 30% approves, up to 50% needs a guarantor; a loss refuses,
 * and under 6 months of activity an approval still needs a guarantor.
 */
export const OTHER_APPROVE_SHARE = 0.3;
export const OTHER_GUARANTOR_SHARE = 0.5;
export const OTHER_MIN_MONTHS = 6;

export function otherCompanyCheck2(details: OtherCompanyDetails, instalmentRon: number): CheckResult {
  const months = Math.min(Math.max(details.luni_activitate, 1), 12);
  const monthlyNet = details.venit_net / months;
  if (details.profit < 0 || monthlyNet <= 0) return 0;
  const share = instalmentRon / monthlyNet;
  const outcome: CheckResult = share <= OTHER_APPROVE_SHARE ? 1 : share <= OTHER_GUARANTOR_SHARE ? 2 : 0;
  return outcome === 1 && details.luni_activitate < OTHER_MIN_MONTHS ? 2 : outcome;
}

export function companyCheck2(
  tip: CompanyType,
  details: SrlCompanyDetails | OtherCompanyDetails,
  instalmentRon: number,
): CheckResult {
  if (isRegisteredCompany(tip) && 'numar_clienti' in details) return srlCheck2(details);
  if (!isRegisteredCompany(tip) && 'venit_net' in details) return otherCompanyCheck2(details, instalmentRon);
  throw new Error(`company details do not match company type ${tip}`);
}

/** A guarantor company is accepted when it passes check 1 (valid, active in the registry). */
export function guarantorPasses(cui: string): boolean {
  return sandboxRegistryAnswer(cui).check1Result === 1;
}

export interface CompanyOutcomeInput {
  check1Result: 0 | 1 | null;
  check2Result: CheckResult | null;
  guarantorCui: string | null;
}

/** The order's rating for a company; null while a check is pending. */
export function companyOutcome(input: CompanyOutcomeInput): CheckResult | null {
  if (input.check1Result === 0) return 0;
  if (input.check1Result === null || input.check2Result === null) return null;
  if (input.check2Result === 2 && input.guarantorCui !== null && guarantorPasses(input.guarantorCui))
    return 1;
  return input.check2Result;
}

export interface CompanyStepInput {
  tipCompanie: CompanyType;
  check1Result: 0 | 1 | null;
  check2Result: CheckResult | null;
}

/**
 * The wizard step the site should show: 1 while check 1 is pending; SRL/SA refused by the
 * registry go straight to the resolution (3); other types go to step 2 after any first answer;
 * step 3 once check 2 has answered.
 */
export function companyNextStep(input: CompanyStepInput): 1 | 2 | 3 {
  if (input.check1Result === null) return 1;
  if (isRegisteredCompany(input.tipCompanie) && input.check1Result === 0) return 3;
  return input.check2Result === null ? 2 : 3;
}
