/** Admin bodies: JSON checked with a valibot schema; a refusal is a 422 naming every field. */
import type { Context } from 'hono';
import * as v from 'valibot';
import { toFieldErrors } from '../../../src/lib/validation/field-errors.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';

export async function parseBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(422, 'The body must be JSON');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalidFields(toFieldErrors(result.issues));
  return result.output;
}
