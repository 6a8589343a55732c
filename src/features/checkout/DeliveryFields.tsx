/**
 * Home-delivery fields of the payment step: county (GET /counties), locality (GET /counties/{id},
 * emptied whenever the county changes), address and phone, and the transport cost of the chosen
 * county, with VAT added for individuals, or 0 under a free-delivery promotion.
 */
import { type FormStore, setInput } from '@formisch/react';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField, PhoneField } from '../../components/form/FormTextField.tsx';
import { cityOptions, countyOptions, useCities } from '../../components/form/use-cities.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import type { County } from '../../domain/cms-schemas.ts';
import { formatEur } from '../../domain/format.ts';
import type { DeliveryCost } from '../../domain/order/delivery-cost.ts';
import { fill, roCheckout } from '../../i18n/ro.ts';
import type { paymentStepSchema } from './payment-step-form.ts';

export interface DeliveryFieldsProps {
  readonly form: FormStore<typeof paymentStepSchema>;
  /** null: the county list could not be loaded. */
  readonly counties: readonly County[] | null;
  /** The chosen county, null until one is chosen. */
  readonly county: County | null;
  readonly person: 1 | 2;
  readonly cost: DeliveryCost | null;
}

const t = roCheckout;

export function DeliveryFields({ form, counties, county, person, cost }: DeliveryFieldsProps) {
  const countyId = county?.id ?? null;
  const cities = useCities(countyId, () => setInput(form, { path: ['localitate'], input: '' }));

  if (counties === null) return <Alert tone="error">{t.countiesUnavailable}</Alert>;
  return (
    <>
      <FormSelectField
        of={form}
        path={['judet']}
        label={t.countyLabel}
        placeholder={t.chooseOption}
        options={countyOptions(counties)}
        required
      />
      <FormSelectField
        of={form}
        path={['localitate']}
        label={t.localityLabel}
        placeholder={t.chooseOption}
        options={cityOptions(cities)}
        hint={cities === null ? t.citiesUnavailable : undefined}
        required
      />
      <FormTextField
        of={form}
        path={['adresa']}
        label={t.addressLabel}
        autoComplete="street-address"
        required
      />
      <PhoneField of={form} path={['telefon']} label={t.phoneLabel} required />
      {cost ? <p className="checkout-fee">{transportText(cost, person)}</p> : null}
    </>
  );
}

export function transportText(cost: DeliveryCost, person: 1 | 2): string {
  const amount = formatEur(cost.total, { financing: true });
  if (cost.free) return fill(t.transportFree, { amount });
  return person === 1
    ? fill(t.transportCostWithVat, { amount, net: formatEur(cost.net, { financing: true }) })
    : fill(t.transportCost, { amount });
}
