/** Romanian strings: publicApi (part of the catalogue in src/i18n/ro.ts). */
/** The public API's own refusals; the site shows its own texts, but a shop's API speaks Romanian too. */
export const roPublicApi = {
  carNotFound: 'Masina nu a fost gasita.',
  countyNotFound: 'Judetul nu a fost gasit.',
  pageNotFound: 'Pagina nu a fost gasita.',
  paymentNotFound: 'Plata nu a fost gasita.',
  routeNotFound: 'Adresa {method} {path} nu exista in API.',
} as const;
