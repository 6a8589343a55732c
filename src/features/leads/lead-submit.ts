/**
 * What every lead form does with the API's answer: a 422 puts each Romanian message next to its
 * field, an unreachable server says so and keeps everything typed, any other refusal shows the
 * server's message.
 */

import { roCommon } from '../../i18n/ro.ts';
import type { ApiResult } from '../../lib/api/browser-client.ts';

export type LeadStatus =
  | { readonly kind: 'idle' | 'sending' | 'success' }
  | { readonly kind: 'error'; readonly message: string; readonly status?: number };

type Failure = Exclude<ApiResult, { ok: true }>;

/** The status a failed answer leads to, after handing the field messages to `showFieldError`. */
export function failureStatus(
  result: Failure,
  fields: readonly string[],
  showFieldError: (field: string, message: string) => void,
): LeadStatus {
  if (result.kind === 'network') return { kind: 'error', message: roCommon.serverUnreachable };
  if (result.kind === 'validation') {
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (fields.includes(field)) showFieldError(field, message);
    }
  }
  return { kind: 'error', message: result.message, status: result.status };
}
