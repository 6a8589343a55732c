/**
 * Addresses of the checkout pages. The pages are static shells (src/domain/site/rewrites.ts), so
 * the islands read the order uuid from the real path.
 */
import { UUID_PATTERN } from '../../domain/ids.ts';

/**
 * The uuid after `/{page}/`, or null.
 * @example uuidFromPath('/plata/3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f', 'plata') // '3f2b…'
 */
export function uuidFromPath(pathname: string, page: 'rezolutie' | 'plata' | 'complete'): string | null {
  const match = new RegExp(`^/${page}/([^/]+)/?$`).exec(pathname);
  const candidate = match?.[1] ? decodeURIComponent(match[1]) : null;
  return candidate !== null && UUID_PATTERN.test(candidate) ? candidate : null;
}

const path = (page: string, uuid: string) => `/${page}/${encodeURIComponent(uuid)}`;

export const resolutionUrl = (uuid: string): string => path('rezolutie', uuid);
export const paymentUrl = (uuid: string): string => path('plata', uuid);
/** The approval flow rebuilt from the order: where video identification is restarted. */
export const approvalUrl = (uuid: string): string => path('aprobare', uuid);

/** The result page; the payment id travels in the query so a reload keeps polling the same payment. */
export function completeUrl(uuid: string, paymentId: string | null): string {
  const base = path('complete', uuid);
  return paymentId ? `${base}?${new URLSearchParams({ id: paymentId })}` : base;
}
