/**
 * "Trimite-mi oferta" (issue 37): POST stores the quote under a random token and queues the
 * shopper's e-mail (the PDF of these terms, the validity, the link) in the same transaction; GET
 * resolves a token to the car and terms while valid, or says it has expired (the page then shows the
 * car's current figures).
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { computeFinancingOffer } from '../../../src/domain/financing/financing-offer.ts';
import type { FinancingParams } from '../../../src/domain/financing/financing-params.ts';
import { readQuote } from '../../../src/domain/financing/quote-url.ts';
import {
  isSavedQuoteValid,
  quoteValidity,
  SAVED_QUOTE_TOKEN,
  savedQuoteExpiry,
  savedQuoteUrl,
} from '../../../src/domain/financing/saved-quote.ts';
import { subscriptionMonthlyPrice } from '../../../src/domain/financing/subscription-offer.ts';
import type { SavedQuoteRequest } from '../../../src/domain/forms/saved-quote-schema.ts';
import type { SubscriptionKm, SubscriptionMonths } from '../../../src/domain/order/order-terms.ts';
import { roQuoteOffer } from '../../../src/i18n/ro/quote-offer.ts';
import type { Database } from '../../db/client.ts';
import { savedQuotes } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { refusedField } from '../../http/request-body.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { savedQuoteMail } from '../../mail/templates/saved-quote-mail.ts';
import { loadCar, timetableDocument } from '../timetable/timetable.handlers.ts';
import type { TimetableQuery } from '../timetable/timetable.query.ts';

type Car = Awaited<ReturnType<typeof loadCar>>;

/** SHA-256 (hex) of a link's token: the row keeps only this. */
export const savedQuoteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the car prices these terms with the product it is offered as (the panel's own check). */
function prices(car: Car, params: FinancingParams): boolean {
  if (params.type === 'carSubscription')
    return car.paymentInfo.kind === 'subscription' && subscriptionMonthlyPrice(car.paymentInfo, params).ok;
  return car.paymentInfo.kind === 'financing' && computeFinancingOffer(car.paymentInfo, params).ok;
}

/** The GET /timetable document of these terms: the subscription offer or the payment schedule. */
function documentQuery(sku: string, params: FinancingParams): TimetableQuery {
  if (params.type !== 'carSubscription') return { kind: 'schedule', sku, params };
  // prices() has checked both against the car's subscription grid.
  return {
    kind: 'offer',
    sku,
    person: params.person,
    months: params.months as SubscriptionMonths,
    km: params.range as SubscriptionKm,
  };
}

export interface SendContext {
  readonly now: Date;
  /** yyyy-MM-dd in the shop's time zone: the PDF's issue date. */
  readonly today: string;
  readonly siteOrigin: string;
}

export async function sendSavedQuote(
  db: Database,
  request: SavedQuoteRequest,
  { now, today, siteOrigin }: SendContext,
): Promise<{ expires_at: string }> {
  // The schema has checked the terms are a canonical quote: they read back.
  const params = readQuote(request.terms);
  if (!params) throw refusedField('terms', roQuoteOffer.termsInvalid);
  const car = await loadCar(db, request.sku);
  if (!prices(car, params)) throw refusedField('terms', roQuoteOffer.termsNotOffered);
  const document = await timetableDocument(db, documentQuery(car.sku, params), today);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = savedQuoteExpiry(now);
  const mail = savedQuoteMail({
    to: request.email,
    car,
    params,
    validity: quoteValidity(expiresAt),
    url: savedQuoteUrl(siteOrigin, car.sku, token),
    pdf: { fileName: document.fileName, contentType: 'application/pdf', content: document.bytes },
  });
  await db.transaction(async (tx) => {
    // A transaction offers the same query API as the database it came from.
    const scoped = tx as unknown as Database;
    await scoped.insert(savedQuotes).values({
      tokenHash: savedQuoteTokenHash(token),
      sku: car.sku,
      terms: request.terms,
      email: request.email,
      dataProtection: request.data_protection,
      createdAt: now,
      expiresAt,
    });
    await createOutboxMailer(scoped)(mail);
  });
  return { expires_at: expiresAt.toISOString() };
}

export type SavedQuoteAnswer =
  | { readonly status: 'valid'; readonly sku: string; readonly terms: string; readonly expires_at: string }
  | { readonly status: 'expired'; readonly sku: string; readonly expires_at: string };

/** The token's quote: its terms while valid, only the car and the past date after; 404 if unknown. */
export async function resolveSavedQuote(db: Database, token: string, now: Date): Promise<SavedQuoteAnswer> {
  if (!SAVED_QUOTE_TOKEN.test(token)) throw notFound(roQuoteOffer.unknownToken);
  const [row] = await db
    .select({ sku: savedQuotes.sku, terms: savedQuotes.terms, expiresAt: savedQuotes.expiresAt })
    .from(savedQuotes)
    .where(eq(savedQuotes.tokenHash, savedQuoteTokenHash(token)))
    .limit(1);
  if (!row) throw notFound(roQuoteOffer.unknownToken);
  const expires_at = row.expiresAt.toISOString();
  return isSavedQuoteValid(row.expiresAt, now)
    ? { status: 'valid', sku: row.sku, terms: row.terms, expires_at }
    : { status: 'expired', sku: row.sku, expires_at };
}
