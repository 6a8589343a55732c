/**
 * The order page's calls: its answer by the secret link (validated on read), and the re-sending of
 * the links to the order's e-mail address.
 */
import * as v from 'valibot';
import { type OrderPageAnswer, orderPageSchema } from '../../domain/order/order-page.ts';
import { apiBase, getJson, postJson } from '../../lib/api/browser-client.ts';

export type OrderPageLoad =
  | { readonly kind: 'found'; readonly order: OrderPageAnswer }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'network' }
  | { readonly kind: 'failed' };

export async function fetchOrderPage(token: string): Promise<OrderPageLoad> {
  const result = await getJson(`/order-status/${token}`);
  if (result.ok) {
    const parsed = v.safeParse(orderPageSchema, result.data);
    return parsed.success ? { kind: 'found', order: parsed.output } : { kind: 'failed' };
  }
  if (result.kind === 'network') return { kind: 'network' };
  return result.status === 404 ? { kind: 'not-found' } : { kind: 'failed' };
}

export type ResendOutcome = 'sent' | 'network' | 'failed';

export async function resendOrderLinks(email: string): Promise<ResendOutcome> {
  const result = await postJson('/order-status/resend', { email });
  if (result.ok) return 'sent';
  return result.kind === 'network' ? 'network' : 'failed';
}

/** A document's address: the API serves the PDFs. */
export const documentUrl = (path: string): string => `${apiBase()}${path}`;
