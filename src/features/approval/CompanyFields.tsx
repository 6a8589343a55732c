/**
 * The company's answers on the contact step: SRL and SA give their trade-register number and the
 * signer's role (roles depend on the product), PFA, ONG and other types a CAEN code and a founding
 * date instead.
 */

import { Field, useField } from '@formisch/react';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { DateField } from '../../components/ui/TextField.tsx';
import { calitateaOptions, isRegisteredCompany } from '../../domain/forms/company-fields-schema.ts';
import type { OrderType } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import type { ContactForm } from './ContactStep.tsx';
import { optionsOf } from './form-support.ts';

const a = roApproval;
const COMPANY_TYPE_OPTIONS = optionsOf(a.companyTypes);

export function CompanyFields({ form, pkg }: { readonly form: ContactForm; readonly pkg: OrderType }) {
  const type = useField(form, { path: ['tip_companie'] }).input;
  const registered = isRegisteredCompany(Number(type));
  const chosen = type !== undefined && type !== '';
  return (
    <fieldset>
      <legend>{a.companyDetailsLegend}</legend>
      <FormSelectField
        of={form}
        path={['tip_companie']}
        label={a.companyType}
        placeholder={a.chooseOption}
        options={COMPANY_TYPE_OPTIONS}
        required
      />
      <FormTextField
        of={form}
        path={['nume_companie']}
        label={a.companyName}
        autoComplete="organization"
        required
      />
      <FormTextField of={form} path={['cui']} label={a.cui} inputMode="numeric" required />
      {chosen && registered ? (
        <>
          <FormTextField of={form} path={['nr_recom']} label={a.registerNumber} required />
          <FormSelectField
            of={form}
            path={['calitatea']}
            label={a.calitatea}
            placeholder={a.chooseOption}
            options={optionsOf(a.calitateaOptions, calitateaOptions(pkg))}
            required
          />
        </>
      ) : null}
      {chosen && !registered ? (
        <>
          <FormTextField of={form} path={['caen']} label={a.caen} inputMode="numeric" required />
          <Field of={form} path={['data_infiintare']}>
            {(field) => <DateField field={field} label={a.foundingDate} required />}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}
