/**
 * Salary, other incomes (RON only), contract period and the rise questions; the reason appears
 * only after a rise of over 20%, last year's average only when the reason is "no". `suffix`
 * '_codebitor' names the co-debtor's fields.
 */
import { Field, useField } from '@formisch/react';
import type { DynamicForm } from '../../components/form/dynamic-form.ts';
import { choiceField, textField } from '../../components/form/form-field.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { INCOME_CURRENCIES } from '../../domain/forms/income-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { optionsOf, yesNoOptions } from './form-support.ts';
import { RowList } from './RowList.tsx';

const i = roApproval.income;

export interface IncomeFieldsProps {
  readonly form: DynamicForm;
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
  const name = (key: string) => [`${key}${suffix}`] as const;
  const rise = String(useField(form, { path: name('cresteri_venituri') }).input ?? '');
  const reason = String(useField(form, { path: name('motiv_cresteri_venituri') }).input ?? '');
  return (
    <>
      <Field of={form} path={name('medie_salariu')}>
        {(field) => (
          <TextField
            field={textField(field)}
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
            field={choiceField(field)}
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
            field={choiceField(field)}
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
              field={choiceField(field)}
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
            <TextField field={textField(field)} label={i.lastYearAverage} inputMode="decimal" required />
          )}
        </Field>
      ) : null}
    </>
  );
}

type IncomeRows<TSuffix extends string> = Record<`income${TSuffix}`, { moneda_alt_venit: 'RON' }[]>;

/** One empty other-income row, in RON (the only currency). */
export function emptyIncomeRows<TSuffix extends string = ''>(suffix?: TSuffix): IncomeRows<TSuffix> {
  // A computed key is only `string` to TypeScript; the template type says which one it is.
  return { [`income${suffix ?? ''}`]: [{ moneda_alt_venit: 'RON' }] } as IncomeRows<TSuffix>;
}
