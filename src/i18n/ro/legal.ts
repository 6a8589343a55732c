/** Romanian strings: legal facts several texts state (part of the catalogue in src/i18n/ro.ts). */
/**
 * Each fact once. The SECCI, the car disclaimers, the terms page, the FAQ and the financing leaflet
 * used to state them each in their own words and contradicted each other (EURIBOR 3M vs 6M,
 * Directive 2008/48/CE vs 2023/2225, withdrawal counted "de la semnare" while the shop concludes
 * the contract at payment). Catalogue texts and the seeded CMS texts are built from these, and
 * server/seed/legal-texts.test.ts fails when a contradicting literal reappears.
 *
 * Catalogue groups build their texts from the plain constants, not from roLegal's properties: a
 * property read at module level counts as a possible side effect for the bundler, which would then
 * keep every group that reads one (the SECCI's long texts) in each island's chunk.
 */

/** The consumer credit directive the shop applies (CCD II): DAE formula, SECCI, withdrawal. */
const CREDIT_DIRECTIVE = '(UE) 2023/2225';

/** "Directiva (UE) 2023/2225" as a subject. */
export const LEGAL_CREDIT_DIRECTIVE = `Directiva ${CREDIT_DIRECTIVE}`;
/** "conform Directivei (UE) 2023/2225": the genitive/dative form. */
export const LEGAL_CREDIT_DIRECTIVE_OF = `Directivei ${CREDIT_DIRECTIVE}`;
/** The reference rate the variable EUR leasing rate follows (offer-figures.ts INTEREST_RATE_EUR). */
export const LEGAL_REFERENCE_RATE = 'EURIBOR 6M';
/**
 * When the 14 days of withdrawal start: the shop has no signing step, the contract is concluded
 * online when the reservation fee is paid (README "Withdrawal within 14 days").
 */
export const LEGAL_WITHDRAWAL_START = 'de la incheierea contractului (plata taxei de rezervare)';

export const roLegal = {
  creditDirective: LEGAL_CREDIT_DIRECTIVE,
  creditDirectiveOf: LEGAL_CREDIT_DIRECTIVE_OF,
  referenceRate: LEGAL_REFERENCE_RATE,
  withdrawalStart: LEGAL_WITHDRAWAL_START,
} as const;
