/**
 * Lead endpoints check their body with the very valibot schema the browser form uses, so the
 * visitor sees the same Romanian message whichever side refused the value. A 422's `message` is the
 * first refused field's text; `errors` names every field.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ro } from '../../../src/i18n/ro.ts';
import { type FieldErrors, toFieldErrors } from '../../../src/lib/validation/field-errors.ts';
import { ApiError } from '../../http/errors.ts';

export function fieldErrors(errors: FieldErrors): ApiError {
  return new ApiError(422, Object.values(errors)[0] ?? ro.leads.invalidForm, errors);
}

/** The 422 for one field refused by a rule the schema cannot know (the sku exists, the slot is open). */
export function fieldError(field: string, message: string): ApiError {
  return fieldErrors({ [field]: message });
}

export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(422, ro.leads.invalidForm);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw fieldErrors(toFieldErrors(result.issues));
  return result.output;
}
