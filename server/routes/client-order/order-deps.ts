/** What the order, payment and sandbox routes need from the app composition. */

import type { Context } from 'hono';
import { FORM_ERROR_KEY } from '../../../src/lib/validation/rules.ts';
import type { NotifyContentChange } from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';
import type { JobDelays } from '../../decision/scheduler.ts';
import type { DecisionDeps } from '../../decision/worker.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { jsonBody } from '../../http/request-body.ts';
import type { Mailer } from '../../mail/outbox.ts';
import { serverMessages } from '../../orders/messages.ts';
import type { OrderCache } from '../../orders/order-cache.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { ReferenceReads } from './reference-reads.ts';

export interface OrderRouteDeps {
  db: Database;
  /** yyyy-MM-dd in Bucharest: the contact step's age and date rules. */
  today(): string;
  now(): Date;
  eurRonRate: number;
  delays: JobDelays;
  mailer: Mailer;
  /** Where contact requests go when the `business_inbox` setting is not set. */
  businessInbox: string;
  /**
   * The shop's origin for links in e-mails and the sandbox's way back; null: the request's own
   * origin (the shop and the API share one process and port).
   */
  siteOrigin: string | null;
  /** Shop origins allowed to frame the card form, besides the server's own. */
  frameOrigins: readonly string[];
  /**
   * Test mode: identification and signing in the sandbox (an order gets its link). Live mode has
   * no identification provider: a consultant completes them with the customer, so no link.
   */
  identificationOnline: boolean;
  /** Who takes card payments (the sandbox in test mode, Stripe); null: online payment unavailable. */
  paymentProvider: PaymentProvider | null;
  /** Hears about committed content changes (a paid reservation turns its car reserved). */
  notify: NotifyContentChange;
  /** The car, place and validity reads of an order's creation, kept for a while. */
  references: ReferenceReads;
  /** Orders just read or written, so a wizard step need not load its order again. */
  orderCache: OrderCache;
}

export const decisionDeps = (deps: OrderRouteDeps): DecisionDeps => ({
  db: deps.db,
  eurRonRate: deps.eurRonRate,
  now: deps.now,
});

export const requestOrigin = (c: Context): string => new URL(c.req.url).origin;
export const siteOriginOf = (deps: OrderRouteDeps, c: Context): string => deps.siteOrigin ?? requestOrigin(c);

/**
 * The JSON object body (415 when not JSON; 422 naming the field that holds a text the database
 * cannot take), or a 422 naming the whole form.
 */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await jsonBody(c).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 415 || error.errors !== undefined)) throw error;
    return null;
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidFields({ [FORM_ERROR_KEY]: serverMessages.unknownUpdate });
  }
  return body as Record<string, unknown>;
}

export const orderNotFound = (): ApiError => new ApiError(404, serverMessages.orderNotFound);
