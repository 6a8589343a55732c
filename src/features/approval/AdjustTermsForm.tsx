/**
 * A refused order's second chance: other months, down payment or residual (only values the car's
 * tables price) and, for individuals, an optional co-debtor whose income and obligations add to
 * the applicant's. The monthly rate of the chosen terms shows as they change (the car page's own
 * rule), an individual's with the credit warning (CCD II art. 8); unchanged terms without a
 * co-debtor are not sent again but answered with a message. Sent as one PUT; the resolution then
 * shows the new result.
 */
import { Field, Form, type FormSchema, useField, useForm } from '@formisch/react';
import { useState } from 'react';
import { asDynamicForm } from '../../components/form/dynamic-form.ts';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { choiceField } from '../../components/form/form-field.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { CheckboxField } from '../../components/ui/CheckboxField.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { codebtorSchema, hasCodebtor } from '../../domain/forms/codebtor-schema.ts';
import { adjustTermsSchema } from '../../domain/forms/order-terms-schema.ts';
import { roApproval, roCatalog, roCreditAds, roFinancing } from '../../i18n/ro.ts';
import type { CurrentTerms } from './adjust-advice.ts';
import type { TermOptions, TermsContext } from './adjust-options.ts';
import { adjustedOffer, sameTerms } from './adjust-rate.ts';
import { emptyIncomeRows, IncomeFields } from './IncomeFields.tsx';
import { emptyObligations, ObligationFields } from './ObligationFields.tsx';
import type { StepProps } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

const r = roApproval.resolution;

export interface AdjustTermsFormProps extends StepProps {
  /** The car's tables: the rate of the chosen terms comes from them. */
  readonly info: FinancingPaymentInfo;
  readonly context: TermsContext;
  readonly options: TermOptions;
  readonly current: CurrentTerms;
  readonly withCodebtor: boolean;
}

const asOptions = (values: readonly number[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** A select's input as a number, or null while nothing is chosen. */
const chosen = (input: unknown): number | null => {
  const value = typeof input === 'string' && input !== '' ? Number(input) : input;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

export function AdjustTermsForm({
  uuid,
  onDone,
  info,
  context,
  options,
  current,
  withCodebtor,
}: AdjustTermsFormProps) {
  const residuals = options.residuals.length > 0 ? options.residuals : null;
  const initialInput = {
    months: String(current.months),
    downpayment: String(current.downpayment),
    // Credit sends no real residual; a leasing without one must pick one of the table's.
    residual: residuals ? (current.residual === null ? '' : String(current.residual)) : '0',
    ...(withCodebtor ? { ...emptyIncomeRows('_codebitor'), ...emptyObligations('_codebitor') } : {}),
  };
  const schema: FormSchema = withCodebtor ? codebtorSchema : adjustTermsSchema;
  const form = asDynamicForm(useForm({ schema, initialInput, validate: 'submit', revalidate: 'input' }));
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  const [unchanged, setUnchanged] = useState(false);
  const months = chosen(useField(form, { path: ['months'] }).input);
  const downpayment = chosen(useField(form, { path: ['downpayment'] }).input);
  const residual = chosen(useField(form, { path: ['residual'] }).input);
  const offer =
    months === null || downpayment === null || (residuals && residual === null)
      ? null
      : adjustedOffer(info, context, { months, downpayment, residual: residuals ? residual : null });

  const send = (output: Record<string, unknown>) => {
    const terms = {
      months: Number(output.months),
      downpayment: Number(output.downpayment),
      residual: residuals ? Number(output.residual) : null,
    };
    const addsCodebtor =
      withCodebtor &&
      hasCodebtor({ medie_salariu_codebitor: chosen(output.medie_salariu_codebitor) ?? undefined });
    const repeat = !addsCodebtor && sameTerms(context, terms, current);
    setUnchanged(repeat);
    return repeat ? undefined : submit(output);
  };

  return (
    <Form of={form} className="approval-form" onSubmit={(output) => send(asBody(output))}>
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
      {offer === null ? null : (
        <p className="offer-monthly" aria-live="polite">
          {offer.ok ? (
            <>
              <span className="offer-monthly__label">{r.newMonthly}</span>{' '}
              <strong className="offer-monthly__amount">
                {monthlyInstalmentText(offer.offer.monthly, offer.offer.currency)}
              </strong>{' '}
              <span className="offer-monthly__note">
                {offer.offer.vatIncluded ? roCatalog.cascoVatIncluded : roFinancing.vatExcludedCascoIncluded}
              </span>
              {/* CCD II art. 8: an individual's credit or leasing rate carries the warning. */}
              {context.person === 1 ? (
                <>
                  {' '}
                  <strong className="offer-monthly__warning">{roCreditAds.warning}</strong>
                </>
              ) : null}
            </>
          ) : (
            roFinancing.missingCombination
          )}
        </p>
      )}
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
      {unchanged ? <Alert tone="info">{r.sameTerms}</Alert> : null}
      <FormFooter status={status} label={r.resubmit} />
    </Form>
  );
}
