/**
 * Addresses and file names of the documents the panels offer (spec section 7, GET /timetable):
 * the payment schedule of a financing offer and the subscription offer, plus the insurance PID.
 * Plain links, so a download works before (or without) any JavaScript.
 */
import type { FinancingParams } from './financing-params.ts';

export const PID_PATH = 'documents/pid_asigurare.pdf';

export type FinancingQuery = Pick<
  FinancingParams,
  'type' | 'months' | 'upFront' | 'residual' | 'currency' | 'person'
>;

/** The query naming a financing offer, shared by the schedule and the SECCI (GET /secci). */
export function financingQuery(params: FinancingQuery, sku: string): URLSearchParams {
  return new URLSearchParams({
    type: params.type,
    months: String(params.months),
    downpayment: String(params.upFront),
    residual: String(params.residual),
    currency: params.currency === 2 ? 'EUR' : 'RON',
    person: params.person === 2 ? 'juridica' : 'fizica',
    sku,
  });
}

/**
 * @example scheduleUrl('/api', params, 'B-101')
 * // '/api/timetable?type=credit&months=60&downpayment=55&residual=20&currency=RON&person=fizica&sku=B-101'
 */
export function scheduleUrl(apiBase: string, params: FinancingQuery, sku: string): string {
  return `${apiBase}/timetable?${financingQuery(params, sku)}`;
}

export function scheduleFileName(type: string, sku: string): string {
  return `scadentar-${type}-${sku}.pdf`;
}

export function offerUrl(
  apiBase: string,
  params: Pick<FinancingParams, 'months' | 'range' | 'person'>,
  sku: string,
): string {
  const query = new URLSearchParams({
    type: 'carSubscription',
    months: String(params.months),
    sku,
    monthly_km_included: String(params.range),
    // Companies see prices without VAT; the offer repeats what the panel showed.
    person: params.person === 2 ? 'juridica' : 'fizica',
  });
  return `${apiBase}/timetable?${query}`;
}

export function offerFileName(sku: string): string {
  return `oferta-carSubscription-${sku}.pdf`;
}

/** Where 'Rezerva acum' goes: the approval flow's first step for the package. */
export function approvalUrl(type: FinancingParams['type']): string {
  return `/aprobare/${type}/1`;
}
