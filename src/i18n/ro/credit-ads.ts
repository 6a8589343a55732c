/** Romanian strings: credit advertising (part of the catalogue in src/i18n/ro.ts). */
/**
 * What every advertised credit or leasing rate for individuals carries (Consumer Credit Directive
 * (EU) 2023/2225, art. 8). Its own small group: the list islands' cards bundle only these.
 */
export const roCreditAds = {
  warning: 'Atentie! Banii imprumutati costa bani.',
  representativeExample: 'Exemplu reprezentativ',
  representativeExampleFor: 'Exemplu reprezentativ: {car}',
} as const;
