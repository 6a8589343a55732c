/**
 * Turns valibot issues into the `{ field: message }` map the forms show and the server answers in
 * its 422 bodies. Nested fields use dot paths ('contracte_credit.0.moneda_rata_lunara').
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';

// Every field reason reaches a visitor or an editor: a rule without its own message says this
// instead of valibot's English default ("Invalid type: Expected string but received 5").
v.setGlobalMessage(roValidation.valueInvalid);

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
