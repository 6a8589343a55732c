/**
 * The car page's panels and the address bar (issue 37): the terms shown are written into the
 * query (domain/financing/quote-url.ts), so the address is a quote that reopens the same figures.
 * Written with replaceState: changing a slider is not a page the back button should walk through.
 */
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { readQuote, withQuote } from '../../domain/financing/quote-url.ts';
import { SAVED_QUOTE_PARAM } from '../../domain/financing/saved-quote-address.ts';
import { $financingParams } from '../../stores/financing.ts';

export interface OpeningTerms {
  readonly params: FinancingParams;
  /** true: a shared or bookmarked quote; false: the visitor's own last terms. */
  readonly fromAddress: boolean;
}

/**
 * What a panel opens with after hydration: the address's quote when it names this panel's product
 * and this car prices it, otherwise the visitor's saved terms when they do, otherwise null (the
 * page's default offer stays). A visitor who never chose (the store's default) opens nothing: the
 * page already shows the default offer, and its address stays as linked.
 */
export function openingTerms(prices: (params: FinancingParams) => boolean): OpeningTerms | null {
  const quoted = readQuote(window.location.search);
  if (quoted && prices(quoted)) return { params: quoted, fromAddress: true };
  const saved = $financingParams.get();
  // The store answers its very default object until a choice is saved.
  if (saved === DEFAULT_FINANCING_PARAMS) return null;
  return prices(saved) ? { params: saved, fromAddress: false } : null;
}

/**
 * Writes `params` as the address's quote, keeping the path, the other parameters and the hash. A
 * change of terms leaves the saved offer the address named (?oferta=...): it no longer shows it.
 */
export function showQuote(params: FinancingParams, { keepSaved = false } = {}): void {
  const url = new URL(window.location.href);
  if (!keepSaved) url.searchParams.delete(SAVED_QUOTE_PARAM);
  const search = withQuote(url.search, params);
  if (search === url.search.replace(/^\?/, '')) return;
  url.search = search;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * After hydration: a panel that opened with the visitor's own terms shows them in the address,
 * unless the address already carries a quote (for the car's other product: that one stays).
 */
export function showOpeningQuote(opening: OpeningTerms): void {
  if (opening.fromAddress || !new URLSearchParams(window.location.search).has('tip'))
    showQuote(opening.params, { keepSaved: true });
}
