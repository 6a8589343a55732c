/**
 * What the three form endpoints (contact, newsletter, refund) share: the body is checked with the
 * same valibot schema as the browser form, and a refused field answers 422 whose `message` is the
 * first field's Romanian text (the refund form shows it as is in its red alert).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { type FieldErrors, toFieldErrors } from '../../../src/lib/validation/field-errors.ts';
import { ApiError } from '../../http/errors.ts';

/** Same shape as the schemas' own `idempotency_key` rule. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function fieldError(errors: FieldErrors): ApiError {
  const first = Object.values(errors)[0] ?? 'Invalid request';
  return new ApiError(422, first, errors);
}

/** Parses `input` or throws the 422 naming every refused field. */
export function parseOr422<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw fieldError(toFieldErrors(result.issues));
  return result.output;
}

/** JSON body or a 422; a body that is not JSON is a field-less 422, not a 500. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(422, 'The body must be JSON');
  }
}

/**
 * The request's idempotency key: the `Idempotency-Key` header, else the body's `idempotency_key`.
 * A malformed header is refused rather than ignored, so a client bug cannot silently turn retries
 * into duplicates.
 */
export function idempotencyKeyOf(c: Context, fromBody: string | undefined): string | undefined {
  const header = c.req.header('Idempotency-Key')?.trim();
  if (header === undefined || header === '') return fromBody;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new ApiError(422, 'Invalid Idempotency-Key header', { idempotency_key: 'Invalid key' });
  }
  return header;
}
