/**
 * A refused order's second chance: other months, down payment or residual (only combinations the
 * car's table prices) and, for individuals, an optional co-debtor whose income and obligations
 * add to the applicant's. Sent as one PUT; the resolution then shows the new result.
 */
import { Field, Form, type FormSchema, useForm } from '@formisch/react';
import { asDynamicForm } from '../../components/form/dynamic-form.ts';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { choiceField } from '../../components/form/form-field.ts';
import { CheckboxField } from '../../components/ui/CheckboxField.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { roApproval } from '../../i18n/ro.ts';
import type { TermOptions } from './adjust-options.ts';
import { codebtorSchema } from './codebtor-schema.ts';
import { emptyIncomeRows, IncomeFields } from './IncomeFields.tsx';
import { emptyObligations, ObligationFields } from './ObligationFields.tsx';
import { adjustTermsSchema } from './order-terms-schema.ts';
import type { StepProps } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

const r = roApproval.resolution;

export interface AdjustTermsFormProps extends StepProps {
  readonly options: TermOptions;
  readonly current: {
    readonly months: number;
    readonly downpayment: number;
    readonly residual: number | null;
  };
  readonly withCodebtor: boolean;
}

const asOptions = (values: readonly number[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));

export function AdjustTermsForm({ uuid, onDone, options, current, withCodebtor }: AdjustTermsFormProps) {
  const initialInput = {
    months: String(current.months),
    downpayment: String(current.downpayment),
    residual: String(current.residual ?? 0),
    ...(withCodebtor ? { ...emptyIncomeRows('_codebitor'), ...emptyObligations('_codebitor') } : {}),
  };
  const schema: FormSchema = withCodebtor ? codebtorSchema : adjustTermsSchema;
  const form = asDynamicForm(useForm({ schema, initialInput, validate: 'submit', revalidate: 'input' }));
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  const residuals = options.residuals.length > 0 ? options.residuals : null;
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <h3>{r.adjustTitle}</h3>
      <div className="approval-row">
        <Field of={form} path={['months']}>
          {(field) => (
            <SelectField
              field={choiceField(field)}
              label={r.months}
              placeholder={roApproval.chooseOption}
              options={asOptions(options.months)}
              required
            />
          )}
        </Field>
        <Field of={form} path={['downpayment']}>
          {(field) => (
            <SelectField
              field={choiceField(field)}
              label={r.downpayment}
              placeholder={roApproval.chooseOption}
              options={asOptions(options.downpayments)}
              required
            />
          )}
        </Field>
        {residuals ? (
          <Field of={form} path={['residual']}>
            {(field) => (
              <SelectField
                field={choiceField(field)}
                label={r.residual}
                placeholder={roApproval.chooseOption}
                options={asOptions(residuals)}
                required
              />
            )}
          </Field>
        ) : null}
      </div>
      {withCodebtor ? (
        <fieldset>
          <legend>{r.codebtorTitle}</legend>
          <IncomeFields
            form={form}
            suffix="_codebitor"
            salaryLabel={r.codebtorSalary}
            salaryHint={r.codebtorHint}
            salaryRequired={false}
          />
          <h4>{r.codebtorObligations}</h4>
          <ObligationFields form={form} suffix="_codebitor" />
          <Field of={form} path={['responsability_check']}>
            {(field) => <CheckboxField field={field} label={roApproval.income.responsibility} />}
          </Field>
        </fieldset>
      ) : null}
      <FormFooter status={status} label={r.resubmit} />
    </Form>
  );
}
