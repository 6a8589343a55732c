/**
 * The identification sandbox (or a real provider) sends the shopper back to /rezolutie/{uuid} with
 * `?status=` set to success or one of the spec's markers. error1 and error2 let the shopper retry
 * the video identification; error3 and error4 end online contracting and offer a contact request.
 */

export const MARKERS = ['error1', 'error2', 'error3', 'error4'] as const;
export type Marker = (typeof MARKERS)[number];

export type MarkerOutcome = 'retry-identification' | 'request-contact';

function isMarker(value: string | null | undefined): value is Marker {
  return (MARKERS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The marker to show: the query's, else the order's stored identification state, so a reload
 * without the query still shows the failure rather than a payment form that cannot be paid.
 */
export function markerOf(search: string, identificationStatus: string | null): Marker | null {
  const fromQuery = new URLSearchParams(search).get('status');
  if (isMarker(fromQuery)) return fromQuery;
  return isMarker(identificationStatus) ? identificationStatus : null;
}

export function markerOutcome(marker: Marker): MarkerOutcome {
  return marker === 'error1' || marker === 'error2' ? 'retry-identification' : 'request-contact';
}
