/**
 * County, locality, street and postal code of the contact step. Counties come from GET /counties,
 * localities from GET /counties/{id}; choosing another county empties the locality, and choosing
 * a locality fills in its postal code (still editable).
 */
import { Field, setInput, useField } from '@formisch/react';
import { useEffect, useState } from 'react';
import { useCities } from '../../components/form/use-cities.ts';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { roApproval } from '../../i18n/ro.ts';
import { fetchCounties } from '../../lib/api/localities.ts';
import type { County } from '../../lib/cms/schemas.ts';
import type { ContactForm } from './ContactStep.tsx';

const a = roApproval;

export function AddressFields({ form }: { readonly form: ContactForm }) {
  const [counties, setCounties] = useState<County[] | null>([]);
  const county = useField(form, { path: ['judet'] }).input;
  const countyId = county === undefined ? '' : String(county);

  useEffect(() => {
    void fetchCounties().then(setCounties);
  }, []);

  const cities = useCities(countyId, () => setInput(form, { path: ['localitate'], input: '' }));

  const chooseCity = (name: string) => {
    const city = cities?.find((candidate) => candidate.name === name);
    if (city) setInput(form, { path: ['cod_postal'], input: city.postal_code });
  };

  return (
    <>
      <div className="approval-row">
        <Field of={form} path={['judet']}>
          {(field) => (
            <SelectField
              field={field}
              label={a.county}
              placeholder={a.chooseOption}
              options={(counties ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              hint={counties === null ? a.listsUnavailable : undefined}
              required
            />
          )}
        </Field>
        <Field of={form} path={['localitate']}>
          {(field) => (
            <div
              onChange={(event) => {
                if (event.target instanceof HTMLSelectElement) chooseCity(event.target.value);
              }}
            >
              <SelectField
                field={field}
                label={a.city}
                placeholder={countyId === '' ? a.chooseCountyFirst : a.chooseOption}
                options={(cities ?? []).map((item) => ({ value: item.name, label: item.name }))}
                hint={cities === null ? a.listsUnavailable : undefined}
                required
              />
            </div>
          )}
        </Field>
      </div>
      <Field of={form} path={['strada']}>
        {(field) => <TextField field={field} label={a.street} autoComplete="street-address" required />}
      </Field>
      <Field of={form} path={['cod_postal']}>
        {(field) => (
          <TextField
            field={field}
            label={a.postalCode}
            inputMode="numeric"
            autoComplete="postal-code"
            required
          />
        )}
      </Field>
    </>
  );
}
