/**
 * Address and file name of the SECCI form (GET /secci) for the financing panel's terms: a plain
 * link, so the download works before (or without) any JavaScript, like the payment schedule's,
 * whose query (order-terms' timetableQuery) it takes.
 */
import { termsFromStore, timetableQuery } from '../order/order-terms.ts';
import type { FinancingParams } from './financing-params.ts';

/**
 * @example secciUrl('/api', params, 'B-101')
 * // '/api/secci?type=credit&months=60&downpayment=55&residual=20&currency=RON&person=fizica&sku=B-101'
 */
export function secciUrl(apiBase: string, params: FinancingParams, sku: string): string {
  return `${apiBase}/secci?${timetableQuery(termsFromStore(params, null), sku)}`;
}

/** secciFileName('credit', 'B-101') === 'secci-credit-B-101.pdf' */
export function secciFileName(type: string, sku: string): string {
  return `secci-${type}-${sku}.pdf`;
}
