/**
 * County, locality, street and postal code of the contact step. Counties come from GET /counties,
 * localities from GET /counties/{id}; choosing another county empties the locality, and choosing
 * a locality fills in its postal code (still editable).
 */
import { setInput, useField } from '@formisch/react';
import { useEffect, useState } from 'react';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { cityOptions, countyOptions, useCities } from '../../components/form/use-cities.ts';
import type { County } from '../../domain/cms-schemas.ts';
import { roApproval } from '../../i18n/ro.ts';
import { fetchCounties } from '../../lib/api/localities.ts';
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
        <FormSelectField
          of={form}
          path={['judet']}
          label={a.county}
          placeholder={a.chooseOption}
          options={countyOptions(counties)}
          hint={counties === null ? a.listsUnavailable : undefined}
          required
        />
        {/* The select's own change event reaches this wrapper after formisch has stored the choice. */}
        <div
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) chooseCity(event.target.value);
          }}
        >
          <FormSelectField
            of={form}
            path={['localitate']}
            label={a.city}
            placeholder={countyId === '' ? a.chooseCountyFirst : a.chooseOption}
            options={cityOptions(cities)}
            hint={cities === null ? a.listsUnavailable : undefined}
            required
          />
        </div>
      </div>
      <FormTextField of={form} path={['strada']} label={a.street} autoComplete="street-address" required />
      <FormTextField
        of={form}
        path={['cod_postal']}
        label={a.postalCode}
        inputMode="numeric"
        autoComplete="postal-code"
        required
      />
    </>
  );
}
