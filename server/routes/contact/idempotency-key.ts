/**
 * The idempotency key of a form submission (contact, refund): the browser's outbox resends a
 * message until the server accepts it, and the key makes every resend land on the same record.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/validation/rules.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * The request's idempotency key: the `Idempotency-Key` header, else the body's `idempotency_key`.
 * A malformed header is refused rather than ignored, so a client bug cannot silently turn retries
 * into duplicates.
 */
export function idempotencyKeyOf(c: Context, fromBody: string | undefined): string | undefined {
  const header = c.req.header('Idempotency-Key')?.trim();
  if (header === undefined || header === '') return fromBody;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new ApiError(422, roPublicApi.idempotencyKeyInvalid, {
      idempotency_key: roPublicApi.idempotencyKeyInvalid,
    });
  }
  return header;
}

/** `value` as JSON with every object's keys sorted: one text per request, whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The SHA-256 of the request a key first carried (its JSON body, keys in any order). Stored with
 * the record, it binds the key to that request: a resend carries the same body, while the same key
 * on another body is another request and is refused, never answered with the first one's record.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** The refusal of a key that was first sent with another request (422, as Stripe answers). */
export function keyReused(): ApiError {
  return new ApiError(422, roPublicApi.idempotencyKeyReused, {
    idempotency_key: roPublicApi.idempotencyKeyReused,
  });
}
