/**
 * One form for editing, creating and duplicating a car: every field the site shows, grouped in
 * tabs, checked with the server's own schema before saving (car-validation.ts). The server checks
 * again; its 422 reasons land on the same fields.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  ArrayInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { fetchLookups } from '../providers/data-provider.ts';
import { choicesOf, t } from '../text.ts';
import { CarMedia } from './CarMedia.tsx';
import { carErrors } from './car-validation.ts';

type Lookups = Awaited<ReturnType<typeof fetchLookups>>;

const LOOKUP_FIELDS = [
  'location_id',
  'manufacturer_id',
  'transmission_id',
  'fuel_id',
  'pollution_norm_id',
  'traction_id',
  'color_id',
  'car_body_id',
] as const;

function useLookups(): Lookups {
  const [lookups, setLookups] = useState<Lookups>({});
  useEffect(() => {
    let live = true;
    fetchLookups().then(
      (rows) => live && setLookups(rows),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return lookups;
}

/** Empty text inputs are null (the API's "no value"), numbers stay numbers. */
const nullable = (value: unknown) => (value === '' ? null : value);

export function CarForm({ creating = false }: { creating?: boolean }) {
  const lookups = useLookups();
  const promotionKinds = useMemo(() => choicesOf(t.promotionKinds, false), []);
  return (
    <TabbedForm validate={carErrors} warnWhenUnsavedChanges>
      <TabbedForm.Tab label={t.carGroups.offer}>
        <TextInput source="sku" disabled={!creating} />
        <TextInput source="product_name" fullWidth />
        <SelectInput source="category_id" choices={choicesOf(t.categories)} />
        <SelectInput source="car_visibility_id" choices={choicesOf(t.visibilities)} />
        <DateInput source="availability_date" parse={nullable} />
        <NumberInput source="initial_price" />
        <NumberInput source="reduced_price" parse={nullable} />
        <TextInput source="feature_message" fullWidth parse={nullable} />
        <ArrayInput source="promo_messages">
          <SimpleFormIterator inline>
            <SelectInput source="kind" choices={promotionKinds} />
            <TextInput source="name" />
            <FormDataConsumer<{ kind?: string }>>
              {({ scopedFormData }) =>
                scopedFormData?.kind === 'first_month_discount' ? <NumberInput source="percent" /> : null
              }
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="disclaimer" multiline fullWidth parse={nullable} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t.carGroups.specs}>
        {LOOKUP_FIELDS.map((field) => (
          <SelectInput key={field} source={field} choices={lookups[field] ?? []} />
        ))}
        <FormDataConsumer<{ manufacturer_id?: number }>>
          {({ formData }) => (
            <SelectInput
              source="model_id"
              choices={(lookups.model_id ?? []).filter(
                (model) =>
                  formData.manufacturer_id === undefined ||
                  model.manufacturer_id === formData.manufacturer_id,
              )}
            />
          )}
        </FormDataConsumer>
        <NumberInput source="km_no" />
        <NumberInput source="doors" />
        <NumberInput source="seats" />
        <NumberInput source="horsepower" />
        <NumberInput source="combined_consumption" parse={nullable} />
        <NumberInput source="weight" parse={nullable} />
        <NumberInput source="cylindrical_capacity" parse={nullable} />
        <NumberInput source="co2_emissions" parse={nullable} />
        <TextInput source="chassis_series" parse={nullable} />
        <DateInput source="first_registration" parse={nullable} />
        <DateInput source="warranty_until" parse={nullable} />
        <TextInput source="warranty_features" multiline fullWidth parse={nullable} />
        <ArrayInput source="equipment">
          <SimpleFormIterator>
            <TextInput source="" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t.carGroups.media}>
        {creating ? (
          // A new car has no folder yet: its first photo is a storage path; uploads come after the save.
          <>
            <TextInput source="profile_photo" fullWidth />
            <ArrayInput source="gallery">
              <SimpleFormIterator>
                <TextInput source="" fullWidth />
              </SimpleFormIterator>
            </ArrayInput>
            <TextInput source="equipment_list_pdf" fullWidth parse={nullable} />
            <TextInput source="maintenance_history_pdf" fullWidth parse={nullable} />
          </>
        ) : (
          <CarMedia />
        )}
        <TextInput source="product_360" fullWidth parse={nullable} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={t.carGroups.dealer}>
        <TextInput source="dealer.group.company_name" fullWidth />
        <TextInput source="dealer.group.reg_number" />
        <TextInput source="dealer.group.cui" />
        <TextInput source="dealer.group.address" fullWidth />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
