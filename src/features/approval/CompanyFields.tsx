/**
 * The company's answers on the contact step: SRL and SA give their trade-register number and the
 * signer's role (roles depend on the product), PFA, ONG and other types a CAEN code and a founding
 * date instead.
 */
import { Field, useField } from '@formisch/react';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { DateField, TextField } from '../../components/ui/TextField.tsx';
import { roApproval } from '../../i18n/ro.ts';
import type { ContactForm } from './ContactStep.tsx';
import { calitateaOptions, isRegisteredCompany } from './company-fields-schema.ts';
import { optionsOf } from './form-support.ts';
import type { OrderType } from './order-terms-schema.ts';

const a = roApproval;
const COMPANY_TYPE_OPTIONS = optionsOf(a.companyTypes);

export function CompanyFields({ form, pkg }: { readonly form: ContactForm; readonly pkg: OrderType }) {
  const type = useField(form, { path: ['tip_companie'] }).input;
  const registered = isRegisteredCompany(Number(type));
  const chosen = type !== undefined && type !== '';
  return (
    <fieldset>
      <legend>{a.companyDetailsLegend}</legend>
      <Field of={form} path={['tip_companie']}>
        {(field) => (
          <SelectField
            field={field}
            label={a.companyType}
            placeholder={a.chooseOption}
            options={COMPANY_TYPE_OPTIONS}
            required
          />
        )}
      </Field>
      <Field of={form} path={['nume_companie']}>
        {(field) => <TextField field={field} label={a.companyName} autoComplete="organization" required />}
      </Field>
      <Field of={form} path={['cui']}>
        {(field) => <TextField field={field} label={a.cui} inputMode="numeric" required />}
      </Field>
      {chosen && registered ? (
        <>
          <Field of={form} path={['nr_recom']}>
            {(field) => <TextField field={field} label={a.registerNumber} required />}
          </Field>
          <Field of={form} path={['calitatea']}>
            {(field) => (
              <SelectField
                field={field}
                label={a.calitatea}
                placeholder={a.chooseOption}
                options={optionsOf(a.calitateaOptions, calitateaOptions(pkg))}
                required
              />
            )}
          </Field>
        </>
      ) : null}
      {chosen && !registered ? (
        <>
          <Field of={form} path={['caen']}>
            {(field) => <TextField field={field} label={a.caen} inputMode="numeric" required />}
          </Field>
          <Field of={form} path={['data_infiintare']}>
            {(field) => <DateField field={field} label={a.foundingDate} required />}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}
