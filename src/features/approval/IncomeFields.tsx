/**
 * Salary, other incomes (RON only), contract period and the rise questions; the reason appears
 * only after a rise of over 20%, last year's average only when the reason is "no". `suffix`
 * '_codebitor' names the co-debtor's fields.
 */
import { Field, type FormStore, useField } from '@formisch/react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { roApproval } from '../../i18n/ro.ts';
import { optionsOf, yesNoOptions } from './form-support.ts';
import { INCOME_CURRENCIES } from './income-schema.ts';
import { RowList } from './RowList.tsx';

const i = roApproval.income;

export interface IncomeFieldsProps {
  readonly form: FormStore<never>;
  readonly suffix?: string;
  readonly salaryLabel?: string;
  /** The co-debtor's salary is optional: filling it adds the co-debtor. */
  readonly salaryRequired?: boolean;
  readonly salaryHint?: string;
}

export function IncomeFields({
  form,
  suffix = '',
  salaryLabel = i.salary,
  salaryRequired = true,
  salaryHint,
}: IncomeFieldsProps) {
  const name = (key: string) => [`${key}${suffix}`] as never;
  const rise = String(useField(form, { path: name('cresteri_venituri') }).input ?? '');
  const reason = String(useField(form, { path: name('motiv_cresteri_venituri') }).input ?? '');
  return (
    <>
      <Field of={form} path={name('medie_salariu')}>
        {(field) => (
          <TextField
            field={field as never}
            label={salaryLabel}
            inputMode="decimal"
            required={salaryRequired}
            {...(salaryHint ? { hint: salaryHint } : {})}
          />
        )}
      </Field>
      <RowList
        form={form}
        name={`income${suffix}`}
        legend={i.otherIncomes}
        addLabel={i.addIncome}
        columns={[
          { key: 'valoare_alt_venit', label: i.otherIncomeValue },
          {
            key: 'moneda_alt_venit',
            label: i.otherIncomeCurrency,
            options: INCOME_CURRENCIES.map((value) => ({ value, label: value })),
          },
          { key: 'tip_alt_venit', label: i.otherIncomeType, options: optionsOf(i.otherIncomeTypes) },
        ]}
      />
      <Field of={form} path={name('perioada_contract_munca')}>
        {(field) => (
          <SelectField
            field={field as never}
            label={i.contractPeriod}
            placeholder={roApproval.chooseOption}
            options={optionsOf(i.contractPeriods)}
            required={salaryRequired}
          />
        )}
      </Field>
      <Field of={form} path={name('cresteri_venituri')}>
        {(field) => (
          <SelectField
            field={field as never}
            label={i.rise}
            placeholder={roApproval.chooseOption}
            options={yesNoOptions}
            required={salaryRequired}
          />
        )}
      </Field>
      {rise === '1' ? (
        <Field of={form} path={name('motiv_cresteri_venituri')}>
          {(field) => (
            <SelectField
              field={field as never}
              label={i.riseReason}
              placeholder={roApproval.chooseOption}
              options={yesNoOptions}
              required
            />
          )}
        </Field>
      ) : null}
      {rise === '1' && reason === '0' ? (
        <Field of={form} path={name('medie_venituri_an')}>
          {(field) => (
            <TextField field={field as never} label={i.lastYearAverage} inputMode="decimal" required />
          )}
        </Field>
      ) : null}
    </>
  );
}

/** One empty other-income row, in RON (the only currency). */
export const emptyIncomeRows = (suffix = '') => ({ [`income${suffix}`]: [{ moneda_alt_venit: 'RON' }] });
