/**
 * Approval step 2 for companies (`PUT /client-order/{uuid}`, company details). SRL and SA answer
 * questions about their people and market; PFA, ONG and other types give months of activity and
 * last year's figures. The order already knows its company type, so the server picks the schema
 * with `companyDetailsSchemaFor(tip_companie)`.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { choice, leiAmount } from '../../lib/validation/rules.ts';
import { isRegisteredCompany } from './company-fields-schema.ts';
import { YES_NO } from './personal-schema.ts';

const m = roValidation;

export const STAFF_TURNOVER = [1, 2, 3] as const; // under 10%, 10-25%, over 25%
export const SUPPLIER_COUNTS = [1, 2, 3] as const; // 1, 2-5, 5+
export const EXPERIENCE_YEARS = [1, 2, 3, 4] as const; // 1, 1-3, 3-5, 5+
export const CLIENT_COUNTS = [1, 2, 3] as const; // under 10, 10-50, over 50
export const ISO_CERTIFICATION = [1, 2, 3] as const; // yes, no, not applicable
export const ACTIVITY_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const registeredCompanyDetailsSchema = v.object({
  specialitate_liceu: choice(YES_NO, m.chooseOption),
  specialitate_superioare: choice(YES_NO, m.chooseOption),
  fluctuatie_personal: choice(STAFF_TURNOVER, m.chooseOption),
  numar_furnizori: choice(SUPPLIER_COUNTS, m.chooseOption),
  experienta_domeniu: choice(EXPERIENCE_YEARS, m.chooseOption),
  numar_clienti: choice(CLIENT_COUNTS, m.chooseOption),
  certificare_iso: choice(ISO_CERTIFICATION, m.chooseOption),
});

const anyAmount = () => true;

export const otherCompanyDetailsSchema = v.object({
  luni_activitate: choice(ACTIVITY_MONTHS, m.chooseOption),
  experienta_domeniu: choice(EXPERIENCE_YEARS, m.chooseOption),
  venit_brut: leiAmount(m.fieldRequired, { accepts: (amount) => amount >= 0 }),
  // A young company can have a negative net result or a loss.
  venit_net: leiAmount(m.fieldRequired, { signed: true, accepts: anyAmount }),
  profit: leiAmount(m.fieldRequired, { signed: true, accepts: anyAmount }),
});

export function companyDetailsSchemaFor(tipCompanie: number) {
  return isRegisteredCompany(tipCompanie) ? registeredCompanyDetailsSchema : otherCompanyDetailsSchema;
}

export type RegisteredCompanyDetailsInput = v.InferInput<typeof registeredCompanyDetailsSchema>;
export type RegisteredCompanyDetails = v.InferOutput<typeof registeredCompanyDetailsSchema>;
export type OtherCompanyDetailsInput = v.InferInput<typeof otherCompanyDetailsSchema>;
export type OtherCompanyDetails = v.InferOutput<typeof otherCompanyDetailsSchema>;
