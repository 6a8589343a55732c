/**
 * The address-bar quote's code (quote-address.ts) loads on demand, out of the car page's island
 * budget: at hydration only when the address carries a quote or the visitor has terms of their own
 * to show, otherwise at the shopper's first change of a term.
 */
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { $financingParams } from '../../stores/financing.ts';
import type { OpeningTerms } from './quote-address.ts';

const quoteAddress = () => import('./quote-address.ts');

/**
 * After hydration: `apply` gets the terms the panel opens with (openingTerms), which the address
 * then shows. Returns the effect's cleanup (a panel gone before the code arrived applies nothing).
 */
export function applyOpeningTerms(
  prices: (params: FinancingParams) => boolean,
  apply: (opening: OpeningTerms) => void,
): () => void {
  const quoted = new URLSearchParams(window.location.search).has('tip');
  if (!quoted && $financingParams.get() === DEFAULT_FINANCING_PARAMS) return () => undefined;
  let live = true;
  void quoteAddress().then(({ openingTerms, showOpeningQuote }) => {
    const opening = live ? openingTerms(prices) : null;
    if (!opening) return;
    apply(opening);
    showOpeningQuote(opening);
  });
  return () => {
    live = false;
  };
}

/** Writes the panel's new terms into the address. */
export function showQuoteSoon(params: FinancingParams): void {
  void quoteAddress().then(({ showQuote }) => showQuote(params));
}
