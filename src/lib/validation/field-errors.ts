/**
 * Turns valibot issues into the `{ field: message }` map the forms show and the server answers in
 * its 422 bodies. Nested fields use dot paths ('contracte_credit.0.moneda_rata_lunara').
 */
import * as v from 'valibot';

/** Key of an issue about the payload as a whole (not an object, for instance). */
export const FORM_ERROR_KEY = '_form';

export type FieldErrors = Record<string, string>;

/** First message per field, in the order valibot reported them. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? FORM_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}
