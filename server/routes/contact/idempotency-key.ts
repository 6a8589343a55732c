/**
 * The idempotency key of a form submission (contact, refund): the browser's outbox resends a
 * message until the server accepts it, and the key makes every resend land on the same record.
 */
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
