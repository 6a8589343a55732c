/** Sends the signed rebuild webhook; what content-changing code calls after it commits. */
import { signatureHeader, signBody } from './signature.ts';

export interface RebuildNotice {
  /** What changed, for the log (e.g. 'cars', 'static-pages'). */
  kind: string;
  /** The recorded content event: lets the runner rebuild only the pages it touched. */
  eventId?: number;
}

/**
 * @example await notifyRebuild('http://localhost:4321/api/webhooks/rebuild', secret, { kind: 'cars' })
 */
export async function notifyRebuild(url: string, secret: string, notice: RebuildNotice): Promise<boolean> {
  const body = JSON.stringify({ ...notice, at: new Date().toISOString() });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [signatureHeader]: signBody(body, secret) },
    body,
  });
  return response.ok;
}
