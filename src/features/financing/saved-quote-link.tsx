/**
 * The panels' side of "Trimite-mi oferta" (issue 37), kept small for the car page's first load:
 * the link that opens the form (with the terms on screen written into the address first), and,
 * when the address names a saved offer (?oferta=<token>, the e-mail's link), the notice of its
 * validity. Resolving the token loads on demand (saved-quote-open.ts), only on such an address.
 */
import { useEffect, useState } from 'react';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { SAVED_QUOTE_PARAM, SEND_QUOTE_HASH } from '../../domain/financing/saved-quote-address.ts';
import { roQuoteOfferPanel } from '../../i18n/ro/quote-offer-panel.ts';
import { showQuote } from './quote-address.ts';

export interface SavedQuoteNotice {
  readonly tone: 'success' | 'info';
  readonly text: string;
}

/**
 * The saved offer's notice for this car, once resolved; `apply` sets the panel to its terms and
 * answers whether this panel prices them. Cleared by `dismiss` (the shopper changed the terms).
 */
export function useSavedQuote(sku: string, apply: (params: FinancingParams) => boolean) {
  const [notice, setNotice] = useState<SavedQuoteNotice | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resolved once per page; apply is a new function each render.
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(SAVED_QUOTE_PARAM);
    if (!token) return;
    let live = true;
    void import('./saved-quote-open.ts')
      .then(({ openSavedQuote }) => openSavedQuote(token, sku, apply))
      .then((resolved) => {
        if (live) setNotice(resolved);
      });
    return () => {
      live = false;
    };
  }, [sku]);
  return { notice, dismiss: () => setNotice(null) };
}

/** "Trimite-mi oferta": a link to the form's hash (client:hash), the terms put in the address first. */
export function SendQuoteLink({ params }: { readonly params: FinancingParams }) {
  return (
    <a
      className="button button--ghost"
      href={SEND_QUOTE_HASH}
      // Runs before the document's listener that opens the form (React listens on the island).
      onClick={() => showQuote(params, { keepSaved: true })}
    >
      {roQuoteOfferPanel.sendOffer}
    </a>
  );
}
