/**
 * Company step 2: SRL and SA answer questions about their people and market, other types give
 * months of activity and last year's figures. The order knows its company type.
 */
import { Field, Form, type FormSchema, useForm } from '@formisch/react';
import { asDynamicForm } from '../../components/form/dynamic-form.ts';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { choiceField, textField } from '../../components/form/form-field.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ACTIVITY_MONTHS, companyDetailsSchemaFor } from '../../domain/forms/company-details-schema.ts';
import { isRegisteredCompany } from '../../domain/forms/company-fields-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { optionsOf, yesNoOptions } from './form-support.ts';
import type { StepProps } from './step-props.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

const c = roApproval.company;

const SELECTS = {
  specialitate_liceu: yesNoOptions,
  specialitate_superioare: yesNoOptions,
  fluctuatie_personal: optionsOf(c.fluctuatie_personalOptions),
  numar_furnizori: optionsOf(c.numar_furnizoriOptions),
  experienta_domeniu: optionsOf(c.experienta_domeniuOptions),
  numar_clienti: optionsOf(c.numar_clientiOptions),
  certificare_iso: optionsOf(c.certificare_isoOptions),
  luni_activitate: ACTIVITY_MONTHS.map((month) => ({ value: String(month), label: String(month) })),
} as const;

type SelectKey = keyof typeof SELECTS;
const REGISTERED: readonly SelectKey[] = [
  'specialitate_liceu',
  'specialitate_superioare',
  'fluctuatie_personal',
  'numar_furnizori',
  'experienta_domeniu',
  'numar_clienti',
  'certificare_iso',
];
const OTHER_SELECTS: readonly SelectKey[] = ['luni_activitate', 'experienta_domeniu'];
const AMOUNTS = ['venit_brut', 'venit_net', 'profit'] as const;

export interface CompanyDetailsStepProps extends StepProps {
  readonly tipCompanie: number;
}

export default function CompanyDetailsStep({ uuid, onDone, tipCompanie }: CompanyDetailsStepProps) {
  const registered = isRegisteredCompany(tipCompanie);
  const schema: FormSchema = companyDetailsSchemaFor(tipCompanie);
  const form = asDynamicForm(useForm({ schema, validate: 'submit', revalidate: 'input' }));
  const { status, submit } = useStepSubmit(form, uuid, onDone);
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      {(registered ? REGISTERED : OTHER_SELECTS).map((key) => (
        <Field key={key} of={form} path={[key]}>
          {(field) => (
            <SelectField
              field={choiceField(field)}
              label={c[key]}
              placeholder={roApproval.chooseOption}
              options={SELECTS[key]}
              required
            />
          )}
        </Field>
      ))}
      {registered
        ? null
        : AMOUNTS.map((key) => (
            <Field key={key} of={form} path={[key]}>
              {(field) => <TextField field={textField(field)} label={c[key]} inputMode="decimal" required />}
            </Field>
          ))}
      <FormFooter status={status} label={roApproval.next} />
    </Form>
  );
}
