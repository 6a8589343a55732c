/**
 * Identification and e-signing sandbox (the "dochub" of the spec) for subscription orders:
 * consent → video identification → contract → signature, then back to the shop's
 * /rezolutie/{uuid}?status=<marker>. The marker is `success` or one of the spec's error1..error4.
 * Each step can succeed or fail on purpose, since this stands in for a real provider; a real
 * provider implements the same contract: a URL to send the shopper to and a marker on the way back.
 *
 * The state is the order's identificationStatus; a transition table keeps a resubmitted or stale
 * form from skipping a step, and repeating the action that produced the current state answers the
 * same result (double clicks are harmless).
 */

import { sandboxPaths } from '../../src/domain/site/sandbox-paths.ts';
import type { IdentificationStatus } from '../orders/order.ts';

export type IdentificationAction =
  | 'consent'
  | 'video_success'
  | 'video_error1'
  | 'video_error2'
  | 'video_fail'
  | 'sign_success'
  | 'sign_fail';

export type ResolutionMarker = 'success' | 'error1' | 'error2' | 'error3' | 'error4';

/** The query parameter the shop's /rezolutie/{uuid} page reads. */
export const RESOLUTION_MARKER_PARAM = 'status';

interface Transition {
  to: IdentificationStatus;
  /** Set when the flow leaves the sandbox for the shop. */
  marker: ResolutionMarker | null;
}

/** error1 and error2 let the shopper restart from consent; error3 and error4 end online contracting. */
const RESTARTABLE: readonly (IdentificationStatus | null)[] = [null, 'started', 'error1', 'error2'];

const AFTER_VIDEO: Record<'video_success' | 'video_error1' | 'video_error2' | 'video_fail', Transition> = {
  video_success: { to: 'identified', marker: null },
  video_error1: { to: 'error1', marker: 'error1' },
  video_error2: { to: 'error2', marker: 'error2' },
  video_fail: { to: 'error3', marker: 'error3' },
};

const AFTER_SIGNING: Record<'sign_success' | 'sign_fail', Transition> = {
  sign_success: { to: 'signed', marker: 'success' },
  sign_fail: { to: 'error4', marker: 'error4' },
};

function transitionFor(action: IdentificationAction): {
  from: readonly (IdentificationStatus | null)[];
  next: Transition;
} {
  if (action === 'consent') return { from: RESTARTABLE, next: { to: 'consented', marker: null } };
  if (action === 'sign_success' || action === 'sign_fail')
    return { from: ['identified'], next: AFTER_SIGNING[action] };
  return { from: ['consented'], next: AFTER_VIDEO[action] };
}

export type IdentificationResult = ({ ok: true } & Transition) | { ok: false };

export function applyIdentificationAction(
  status: IdentificationStatus | null,
  action: IdentificationAction,
): IdentificationResult {
  const { from, next } = transitionFor(action);
  if (from.includes(status) || status === next.to) return { ok: true, ...next };
  return { ok: false };
}

export function isIdentificationAction(value: unknown): value is IdentificationAction {
  return (
    typeof value === 'string' &&
    [
      'consent',
      'video_success',
      'video_error1',
      'video_error2',
      'video_fail',
      'sign_success',
      'sign_fail',
    ].includes(value)
  );
}

/** The page a shopper is sent to (the order's dochub_url). */
export function dochubUrl(sandboxOrigin: string, orderUuid: string): string {
  return `${sandboxOrigin}${sandboxPaths.identification(orderUuid)}`;
}

/** Where the sandbox returns the shopper: /rezolutie/{uuid}?status=<marker> on the shop. */
export function resolutionUrl(siteOrigin: string, orderUuid: string, marker: ResolutionMarker): string {
  const url = new URL(`/rezolutie/${encodeURIComponent(orderUuid)}`, siteOrigin);
  url.searchParams.set(RESOLUTION_MARKER_PARAM, marker);
  return url.toString();
}

/** The marker for a state that already ended the flow (the page then only links back). */
export function markerOf(status: IdentificationStatus | null): ResolutionMarker | null {
  if (status === 'signed') return 'success';
  if (status === 'error1' || status === 'error2' || status === 'error3' || status === 'error4') return status;
  return null;
}
