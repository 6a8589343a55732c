/**
 * Individual step 4: income, the rise questions and the responsibility statement; sending it runs
 * the automated pre-approval, so the notice saying how that decision is taken comes just before.
 */
import { Field, Form, useForm } from '@formisch/react';
import { asDynamicForm } from '../../components/form/dynamic-form.ts';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { CheckboxField } from '../../components/ui/CheckboxField.tsx';
import { incomeSchema } from '../../domain/forms/income-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { AutomatedDecisionNotice } from './AutomatedDecisionNotice.tsx';
import { FormDraft } from './FormDraft.tsx';
import { emptyIncomeRows, IncomeFields } from './IncomeFields.tsx';
import { type StepProps, withDraft } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

export default function IncomeStep({ uuid, onDone, draft }: StepProps) {
  const form = useForm({
    schema: incomeSchema,
    initialInput: withDraft(emptyIncomeRows(), draft),
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <FormDraft form={form} step={4} />
      <IncomeFields form={asDynamicForm(form)} />
      <Field of={form} path={['responsability_check']}>
        {(field) => <CheckboxField field={field} label={roApproval.income.responsibility} required />}
      </Field>
      <AutomatedDecisionNotice />
      <FormFooter status={status} label={roApproval.next} />
    </Form>
  );
}
