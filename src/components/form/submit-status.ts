/**
 * What every form does with the API's answer: 422 field messages go next to their fields (the
 * server validates with the same schemas, so the names match), anything else becomes one message
 * above the submit button, and an unreachable server says so while everything typed stays.
 */
import type { FormSchema, FormStore } from '@formisch/react';
import { roCommon } from '../../i18n/ro.ts';
import type { ApiResult } from '../../lib/api/browser-client.ts';
import { setFieldError } from './field-error.ts';

export type SubmitStatus =
  | { readonly kind: 'idle' | 'sending' | 'success' }
  | { readonly kind: 'error'; readonly message: string };

export type ApiFailure = Exclude<ApiResult, { ok: true }>;

/** Puts one field's message on the form and says whether the form has that field. */
export type FieldPlacer = (name: string, message: string) => boolean;

/**
 * The status after a failed answer: the server's message, joined by any field message the form
 * has no field for (the car is gone, a rule across fields), since nothing else would show it.
 */
export function failureStatus(result: ApiFailure, placeOnField: FieldPlacer): SubmitStatus {
  if (result.kind === 'network') return { kind: 'error', message: roCommon.serverUnreachable };
  const fieldErrors = result.kind === 'validation' ? Object.entries(result.fieldErrors) : [];
  const unplaced = fieldErrors
    .filter(([name, message]) => !placeOnField(name, message))
    .map(([, message]) => message);
  return { kind: 'error', message: [...new Set([result.message, ...unplaced])].join(' ') };
}

/** A placer for a form whose fields are exactly `fields`. */
export function placeOnFields<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  fields: readonly string[],
): FieldPlacer {
  return (name, message) => {
    if (!fields.includes(name)) return false;
    setFieldError(form, name, message);
    return true;
  };
}
