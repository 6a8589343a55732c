/**
 * Romanian strings: the offer panels' "Trimite-mi oferta" link (issue 37), apart from the form's and
 * the e-mail's texts (quote-offer.ts) so the car page's first load carries only this label.
 */
export const roQuoteOfferPanel = {
  sendOffer: 'Trimite-mi oferta',
} as const;
