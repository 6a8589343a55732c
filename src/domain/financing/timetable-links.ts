/**
 * Addresses and file names of the documents the panels offer (spec section 7, GET /timetable):
 * the payment schedule of a financing offer and the subscription offer, plus the insurance PID.
 * Plain links, so a download works before (or without) any JavaScript.
 */
import { termsFromStore, timetableQuery } from '../order/order-terms.ts';
import { DEFAULT_SUBSCRIPTION_PARAMS, type FinancingParams } from './financing-params.ts';

export const PID_PATH = 'documents/pid_asigurare.pdf';

/**
 * @example scheduleUrl('/api', params, 'B-101')
 * // '/api/timetable?type=credit&months=60&downpayment=55&residual=20&currency=RON&person=fizica&sku=B-101'
 */
export function scheduleUrl(apiBase: string, params: FinancingParams, sku: string): string {
  return `${apiBase}/timetable?${timetableQuery(termsFromStore(params, null), sku)}`;
}

export function scheduleFileName(type: string, sku: string): string {
  return `scadentar-${type}-${sku}.pdf`;
}

export function offerUrl(
  apiBase: string,
  params: Pick<FinancingParams, 'months' | 'range' | 'person'>,
  sku: string,
): string {
  const terms = termsFromStore({ ...DEFAULT_SUBSCRIPTION_PARAMS, ...params }, null);
  return `${apiBase}/timetable?${timetableQuery(terms, sku)}`;
}

export function offerFileName(sku: string): string {
  return `oferta-carSubscription-${sku}.pdf`;
}

/** Where 'Rezerva acum' goes: the approval flow's first step for the package. */
export function approvalUrl(type: FinancingParams['type']): string {
  return `/aprobare/${type}/1`;
}
