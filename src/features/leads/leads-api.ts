/**
 * The two lead calls the shared browser client does not cover: the live bookings of a car's
 * location (GET /cars/{sku}?tables=none: the car without its price tables) and cancelling a viewing (DELETE /reservations/{uuid}).
 */
import * as v from 'valibot';
import type { CarLocation } from '../../domain/catalog/viewing-slots.ts';
import { carLocationSchema } from '../../domain/cms-schemas.ts';
import { apiBase } from '../../lib/api/browser-client.ts';

const carWithLocation = v.object({ location: carLocationSchema });
const UNREACHABLE = new Set([502, 503, 504]);
const TIMEOUT_MS = 20_000;

/** The location with today's live bookings, or null when it could not be read. */
export async function fetchLiveLocation(sku: string): Promise<CarLocation | null> {
  try {
    const response = await fetch(`${apiBase()}/cars/${encodeURIComponent(sku)}?tables=none`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = v.safeParse(carWithLocation, await response.json());
    return parsed.success ? parsed.output.location : null;
  } catch {
    return null;
  }
}

export type CancelOutcome =
  | 'cancelled'
  | 'not-found'
  | 'already-cancelled'
  | 'invalid'
  | 'network'
  | 'failed';

const OUTCOMES: Record<number, CancelOutcome> = {
  404: 'not-found',
  410: 'already-cancelled',
  422: 'invalid',
};

export async function cancelReservation(uuid: string): Promise<CancelOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/reservations/${encodeURIComponent(uuid)}`, {
      method: 'DELETE',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return 'network';
  }
  if (response.ok) return 'cancelled';
  if (UNREACHABLE.has(response.status)) return 'network';
  return OUTCOMES[response.status] ?? 'failed';
}

/** '/anulare-rezervare/3f2a…' → '3f2a…'; no uuid segment → null. */
export function reservationUuidFromPath(pathname: string): string | null {
  const match = /^\/anulare-rezervare\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
