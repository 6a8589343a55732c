/** A company's guarantor after outcome 2 (not on subscriptions): name, CUI and register number. */
import { Field, Form, useForm } from '@formisch/react';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { guarantorSchema } from '../../domain/forms/guarantor-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import type { StepProps } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

const r = roApproval.resolution;

export function GuarantorForm({ uuid, onDone }: StepProps) {
  const form = useForm({
    schema: guarantorSchema,
    initialInput: { fidejusor: 1 },
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <h3>{r.guarantorTitle}</h3>
      <Field of={form} path={['fidejusor_nume']}>
        {(field) => <TextField field={field} label={r.guarantorName} required />}
      </Field>
      <Field of={form} path={['fidejusor_cui']}>
        {(field) => <TextField field={field} label={r.guarantorCui} inputMode="numeric" required />}
      </Field>
      <Field of={form} path={['fidejusor_nr_recom']}>
        {(field) => <TextField field={field} label={r.guarantorRegister} required />}
      </Field>
      <FormFooter status={status} label={r.addGuarantor} />
    </Form>
  );
}
