/** Shared by the schema tests: the `{ field: message }` map a form would show for an input. */
import * as v from 'valibot';
import { type FieldErrors, toFieldErrors } from '../field-errors.ts';

export function fieldErrors(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input);
  return result.issues ? toFieldErrors(result.issues) : {};
}

/** The input without one key, as if the form never sent it. */
export function without<T extends object>(input: T, key: keyof T): Partial<T> {
  const copy = { ...input };
  delete copy[key];
  return copy;
}
