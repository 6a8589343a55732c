/**
 * Sending one step's partial update (PUT /client-order/{uuid}) and turning the answer into the
 * form's status; the caller moves on once the server has stored the step.
 */
import type { FormSchema, FormStore } from '@formisch/react';
import { setFieldError } from '../../components/form/field-error.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { updateOrder } from './order-api.ts';

export function useStepSubmit<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  uuid: string,
  onSaved: () => void,
) {
  // Names starting with '_' are whole-form keys the server uses, never a field of the step.
  const { status, submit: send } = useSubmission((name, message) => {
    if (name.startsWith('_')) return false;
    setFieldError(form, name, message);
    return true;
  });
  const submit = (body: Record<string, unknown>) =>
    send(
      () => updateOrder(uuid, body),
      () => {
        onSaved();
        return 'idle';
      },
    );
  return { status, submit };
}

/** The schema's output as a JSON body (the server parses it with the same schema). */
export const asBody = (output: unknown): Record<string, unknown> => output as Record<string, unknown>;
