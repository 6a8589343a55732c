/**
 * Where a company's order goes next while its asynchronous checks run (spec section 4):
 * after the contact step, SRL/SA wait for check 1 (0 → resolution, 1 → company details) while
 * other types go to company details after the first answer; after company details, wait until
 * check 2 has a result, then the resolution.
 */
import { isRegisteredCompany } from '../../domain/forms/company-fields-schema.ts';

export interface CompanyChecks {
  readonly tip_companie: number | null;
  readonly check1_result: number | null;
  readonly check2_result: number | null;
}

/** 'wait' keeps polling; a number is the step to go to. */
export type CompanyNext = 'wait' | 2 | 3;

/**
 * After the contact step. PFA, ONG and other types go to step 2 on check 1's first answer,
 * whatever it is (the registry answer only stops SRL and SA); until then the server refuses
 * their company details, so waiting for it keeps the next submit from being refused.
 */
export function afterContactStep(order: CompanyChecks): CompanyNext {
  if (order.check1_result === null) return 'wait';
  if (!isRegisteredCompany(order.tip_companie ?? undefined)) return order.check2_result === null ? 2 : 3;
  if (order.check1_result === 0) return 3;
  return order.check2_result === null ? 2 : 3;
}

/** After the company-details step: the resolution once check 2 has a result. */
export function afterCompanyDetails(order: CompanyChecks): CompanyNext {
  return order.check2_result === null ? 'wait' : 3;
}
