/** Romanian strings: legal facts several texts state (part of the catalogue in src/i18n/ro.ts). */
/**
 * Each fact once. The SECCI, the car disclaimers, the terms page, the FAQ and the financing leaflet
 * used to state them each in their own words and contradicted each other (EURIBOR 3M vs 6M,
 * Directive 2008/48/CE vs 2023/2225, withdrawal counted "de la semnare" while the shop concludes
 * the contract at payment). Catalogue texts and the seeded CMS texts are built from these, and
 * legal-facts.test.ts fails when a contradicting literal reappears.
 */

/** The consumer credit directive the shop applies (CCD II): DAE formula, SECCI, withdrawal. */
const CREDIT_DIRECTIVE = '(UE) 2023/2225';

export const roLegal = {
  /** "Directiva (UE) 2023/2225" as a subject. */
  creditDirective: `Directiva ${CREDIT_DIRECTIVE}`,
  /** "conform Directivei (UE) 2023/2225": the genitive/dative form. */
  creditDirectiveOf: `Directivei ${CREDIT_DIRECTIVE}`,
  /** The reference rate the variable EUR leasing rate follows (offer-figures.ts INTEREST_RATE_EUR). */
  referenceRate: 'EURIBOR 6M',
  /**
   * When the 14 days of withdrawal start: the shop has no signing step, the contract is concluded
   * online when the reservation fee is paid (README "Withdrawal within 14 days").
   */
  withdrawalStart: 'de la incheierea contractului (plata taxei de rezervare)',
} as const;
