/**
 * Business figures the seed computes its offers with. The server's EUR_RON_RATE env may override
 * EUR_RON at runtime for orders; each seeded payment_info records the rate it was computed at.
 */
import { DEFAULT_FIGURES } from '../business-figures.ts';

/** EUR → RON rate of the seeded offer tables. */
export const EUR_RON = 5.0;

/** Fixed yearly nominal interest for RON credit and leasing, percent. */
export const INTEREST_RATE_RON = 8.95;
/** Variable yearly nominal interest for EUR leasing (roLegal.referenceRate + margin), percent. */
export const INTEREST_RATE_EUR = 6.45;
/** Yearly CASCO premium as a percent of the car value. */
export const CASCO_YEARLY_PCT = 4.2;
/**
 * File-analysis fee, percent of the car value: the settings file_fee_pct and file_fee_min_eur
 * (business-figures.ts) set it; EUR leasing charges this share of the credit's percent.
 */
export const FILE_FEE_PCT = DEFAULT_FIGURES.fileFeePct;
export const FILE_FEE_LFEURO_PCT = 0.8;

export const CREDIT_DOWN_PAYMENTS = [15, 25, 35, 45, 55] as const;
export const LEASING_DOWN_PAYMENTS = [15, 20, 30, 40, 50] as const;
export const LEASING_RESIDUALS = [5, 10, 15, 20] as const;

/** The card's default offer for financing cars (spec section 9). */
export const DEFAULT_OFFER = { months: 60, downPayment: 55 } as const;
