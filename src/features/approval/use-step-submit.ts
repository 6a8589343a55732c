/**
 * Sending one step's partial update (PUT /client-order/{uuid}) and turning the answer into the
 * form's status; the caller moves on once the server has stored the step.
 */
import { useState } from 'react';
import { setFieldError } from './field-error.ts';
import { failureStatus, type SubmitStatus } from './form-support.ts';
import { updateOrder } from './order-api.ts';

export function useStepSubmit(form: unknown, uuid: string, onSaved: () => void) {
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  const submit = async (body: Record<string, unknown>) => {
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    const result = await updateOrder(uuid, body);
    if (result.ok) {
      setStatus({ kind: 'idle' });
      onSaved();
      return;
    }
    const placeOnField = (name: string, message: string) => {
      if (name.startsWith('_')) return false;
      setFieldError(form, name, message);
      return true;
    };
    setStatus(failureStatus(result, placeOnField));
  };
  return { status, submit };
}

/** The schema's output as a JSON body (the server parses it with the same schema). */
export const asBody = (output: unknown): Record<string, unknown> => output as Record<string, unknown>;
