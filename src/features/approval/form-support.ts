/**
 * What every wizard form does with a server answer: 422 field messages go next to their fields
 * (the server validates with the same schemas, so the names match), anything else becomes one
 * message above the submit button; an unreachable server keeps what was typed.
 */
import { roApproval, roCommon } from '../../i18n/ro.ts';
import type { ApiResult } from '../../lib/api/browser-client.ts';

export type SubmitStatus =
  | { readonly kind: 'idle' | 'sending' }
  | { readonly kind: 'error'; readonly message: string };

/**
 * The status after a failed answer. `placeOnField` puts one field's message on the form and says
 * whether the form has that field; messages for fields the form lacks join the status message.
 */
export function failureStatus(
  result: Exclude<ApiResult, { ok: true }>,
  placeOnField: (name: string, message: string) => boolean,
): SubmitStatus {
  if (result.kind === 'network') return { kind: 'error', message: roCommon.serverUnreachable };
  if (result.kind !== 'validation') return { kind: 'error', message: result.message };
  const unplaced = Object.entries(result.fieldErrors)
    .filter(([name, message]) => !placeOnField(name, message))
    .map(([, message]) => message);
  const placedAll = unplaced.length === 0 && Object.keys(result.fieldErrors).length > 0;
  const message = placedAll ? roApproval.invalidForm : [...new Set([result.message, ...unplaced])].join(' ');
  return { kind: 'error', message };
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** Select options from a label map: optionsOf({ '1': 'SRL' }) → [{ value: '1', label: 'SRL' }]. */
export function optionsOf(
  labels: Readonly<Record<string, string>>,
  only?: readonly (string | number)[],
): Option[] {
  const keys = only ? only.map(String) : Object.keys(labels);
  return keys.flatMap((value) => {
    const label = labels[value];
    return label === undefined ? [] : [{ value, label }];
  });
}

export const yesNoOptions: readonly Option[] = [
  { value: '1', label: roCommon.yes },
  { value: '0', label: roCommon.no },
];
