/**
 * refunds has no idempotency column, but its uuid is unique: the uuid is derived from the client's
 * idempotency key (SHA-256 shaped as an RFC 9562 version-8 UUID), so a resend with the same key
 * lands on the same row and ON CONFLICT keeps one.
 */
import { createHash, randomUUID } from 'node:crypto';

/** `refundUuid('3f2c…')` is the same UUID for the same key; no key → a fresh random UUID. */
export function refundUuid(idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return randomUUID();
  const bytes = createHash('sha256').update(`refund:${idempotencyKey}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
