/**
 * One submission at a time, and the status the form shows for it: sending, then what the caller
 * makes of an accepted answer ('idle' or 'success'), or the failure placed on the form.
 */
import { useState } from 'react';
import { type ApiFailure, type FieldPlacer, failureStatus, type SubmitStatus } from './submit-status.ts';

export type AcceptedStatus = 'idle' | 'success';

export function useSubmission(placeOnField: FieldPlacer) {
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  const submit = async <Accepted extends { readonly ok: true }>(
    send: () => Promise<Accepted | ApiFailure>,
    onAccepted: (answer: Accepted) => AcceptedStatus,
    onRefused?: (failure: ApiFailure) => void,
  ): Promise<void> => {
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const answer = await send();
    if (answer.ok) {
      setStatus({ kind: onAccepted(answer) });
      return;
    }
    onRefused?.(answer);
    setStatus(failureStatus(answer, placeOnField));
  };
  return { status, sending: status.kind === 'sending', submit };
}
