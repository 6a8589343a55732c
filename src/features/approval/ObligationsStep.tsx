/** Individual step 3: monthly credit instalments and credit-card limits, as repeatable rows. */
import { Form, useForm } from '@formisch/react';
import { asDynamicForm } from '../../components/form/dynamic-form.ts';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { obligationsSchema } from '../../domain/forms/obligations-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { FormDraft } from './FormDraft.tsx';
import { emptyObligations, ObligationFields } from './ObligationFields.tsx';
import { type StepProps, withDraft } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

export default function ObligationsStep({ uuid, onDone, draft }: StepProps) {
  const form = useForm({
    schema: obligationsSchema,
    initialInput: withDraft(emptyObligations(), draft),
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <FormDraft form={form} step={3} />
      <p>{roApproval.obligations.intro}</p>
      <ObligationFields form={asDynamicForm(form)} />
      <FormFooter status={status} label={roApproval.next} />
    </Form>
  );
}
