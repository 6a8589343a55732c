/**
 * The terms a refused shopper may choose from on the resolution step: only combinations the car's
 * own payment table prices (spec: "selects from the car's tables"), so a resubmission never asks
 * for terms the server cannot price.
 */

import * as v from 'valibot';
import { type FinancingPaymentInfo, financingPaymentInfoSchema } from '../../domain/cms-schemas.ts';
import { type TermOptions, type TermsContext, termOptions } from '../../domain/credit/term-options.ts';

export { type TermOptions, type TermsContext, termOptions } from '../../domain/credit/term-options.ts';

/** The order's payment_info JSON as a financing table, or null when it is not one. */
export function financingInfoFrom(paymentInfo: unknown): FinancingPaymentInfo | null {
  const parsed = v.safeParse(financingPaymentInfoSchema, paymentInfo);
  return parsed.success ? parsed.output : null;
}

/** The options from the order's payment_info JSON, or null when it is not a financing table. */
export function termOptionsFrom(paymentInfo: unknown, context: TermsContext): TermOptions | null {
  const info = financingInfoFrom(paymentInfo);
  return info ? termOptions(info, context) : null;
}
