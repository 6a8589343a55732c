/**
 * Webhook signatures: HMAC-SHA256 of the raw request body with WEBHOOK_SECRET, sent hex-encoded in
 * the `X-Signature` header (a `sha256=` prefix is accepted, as GitHub-style senders add one).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'X-Signature';

export function signBody(body: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check, so response timing reveals nothing about how much of a guess was right. */
export function verifySignature(
  body: string | Uint8Array,
  secret: string,
  header: string | null | undefined,
): boolean {
  if (!header || secret === '') return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
