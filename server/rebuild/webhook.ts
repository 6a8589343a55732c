/**
 * `POST /api/webhooks/rebuild`: a content change announced by a signed webhook queues a rebuild.
 * The body is read raw because the signature covers the exact bytes that were sent. A body naming
 * a recorded content event (`eventId`, as the shop's own notifier sends) allows an incremental
 * rebuild, planned from the events table; any other body (an outside CMS) asks for a full one.
 */
import { Hono } from 'hono';
import { roAdminApi } from '../../src/i18n/ro.ts';
import { BODY_LIMITS } from '../http/body-limits.ts';
import { bodyLimitOf } from '../http/request-body.ts';
import { signatureHeader, verifySignature } from './signature.ts';

export interface RebuildWebhookOptions {
  secret: string;
  /** Queues a rebuild; must not wait for it (the sender only needs to know it was accepted). */
  requestRebuild: (request: { incremental: boolean }) => void;
}

/** True when the signed body is `{ eventId: <integer>, … }`. */
function namesContentEvent(body: Uint8Array): boolean {
  try {
    const notice: unknown = JSON.parse(new TextDecoder().decode(body));
    return (
      typeof notice === 'object' &&
      notice !== null &&
      Number.isInteger((notice as { eventId?: unknown }).eventId)
    );
  } catch {
    return false;
  }
}

/** A sub-app answering at its own root; mount it with `app.route('/api/webhooks/rebuild', …)`. */
export function createRebuildWebhook({ secret, requestRebuild }: RebuildWebhookOptions): Hono {
  const app = new Hono();
  app.post('/', bodyLimitOf(BODY_LIMITS.small), async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (!verifySignature(body, secret, c.req.header(signatureHeader))) {
      return c.json({ message: roAdminApi.webhookSignatureInvalid }, 401);
    }
    requestRebuild({ incremental: namesContentEvent(body) });
    return c.json({ queued: true }, 202);
  });
  return app;
}
