/**
 * Resolves the saved offer an e-mail's link names (GET /saved-quotes/:token, issue 37). Loaded by
 * the panels only on such an address. A valid offer of this car sets the panel to its terms (they
 * become the visitor's choice, so "Rezerva acum" starts the order with them) and states until when
 * it holds; an expired, unknown or other car's offer leaves the car's current figures and says so.
 */
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { readQuote } from '../../domain/financing/quote-url.ts';
import { quoteValidity } from '../../domain/financing/saved-quote.ts';
import { formatDate } from '../../domain/format.ts';
import { roQuoteOffer } from '../../i18n/ro/quote-offer.ts';
import { fill } from '../../i18n/ro.ts';
import { getJson } from '../../lib/api/browser-client.ts';
import type { SavedQuoteNotice } from './saved-quote-link.tsx';

const t = roQuoteOffer;

interface Answer {
  readonly status: 'valid' | 'expired';
  readonly sku: string;
  readonly terms: string | undefined;
  readonly expiresAt: Date;
}

/** The server's answer checked by hand (valibot stays out of the car page's panels). */
function answerOf(data: unknown): Answer | null {
  if (typeof data !== 'object' || data === null) return null;
  const { status, sku, terms, expires_at } = data as Record<string, unknown>;
  if ((status !== 'valid' && status !== 'expired') || typeof sku !== 'string') return null;
  if (typeof expires_at !== 'string' || Number.isNaN(Date.parse(expires_at))) return null;
  return {
    status,
    sku,
    terms: typeof terms === 'string' ? terms : undefined,
    expiresAt: new Date(expires_at),
  };
}

const validityText = (template: string, expiresAt: Date) => {
  const { date, time } = quoteValidity(expiresAt);
  return fill(template, { date: formatDate(date), time });
};

export async function openSavedQuote(
  token: string,
  sku: string,
  apply: (params: FinancingParams) => boolean,
): Promise<SavedQuoteNotice> {
  const result = await getJson(`/saved-quotes/${encodeURIComponent(token)}`);
  if (!result.ok) {
    if (result.kind === 'server' && result.status === 404) return { tone: 'info', text: t.openedUnknown };
    return { tone: 'info', text: t.openFailed };
  }
  const answer = answerOf(result.data);
  if (!answer) return { tone: 'info', text: t.openFailed };
  if (answer.sku !== sku) return { tone: 'info', text: t.openedOtherCar };
  if (answer.status === 'expired')
    return { tone: 'info', text: validityText(t.openedExpired, answer.expiresAt) };
  const params = answer.terms === undefined ? undefined : readQuote(answer.terms);
  if (!params || !apply(params)) return { tone: 'info', text: t.openedNotOffered };
  return { tone: 'success', text: validityText(t.openedValid, answer.expiresAt) };
}
