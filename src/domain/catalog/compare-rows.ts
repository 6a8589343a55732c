/**
 * The comparison table (issue 37): for up to three cars, one row per fact with each car's value as
 * the page shows it, and whether the cars differ on it (the table highlights those). Monthly rates
 * are taken at the same terms for every car, from its own tables, by the functions the car page's
 * panels use: credit at the panel's default terms, a subscription at its default terms.
 */

import { fill, roCarPage, roCarPicks } from '../../i18n/ro.ts';
import type { CarDetail } from '../cms-schemas.ts';
import { computeFinancingOffer } from '../financing/financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, DEFAULT_SUBSCRIPTION_PARAMS } from '../financing/financing-params.ts';
import { monthlyInstalmentText, subscriptionMonthlyText } from '../financing/offer-text.ts';
import { subscriptionMonthlyPrice } from '../financing/subscription-offer.ts';
import { formatEur, formatNumber } from '../format.ts';
import { registrationYear } from './filter-cars.ts';
import { isElectric } from './fuel.ts';
import { isSubscription } from './visibility.ts';

export interface CompareRow {
  readonly label: string;
  /** One per car, in the cars' order. */
  readonly values: readonly string[];
  readonly differs: boolean;
}

export interface EquipmentRow {
  readonly name: string;
  readonly has: readonly boolean[];
  readonly differs: boolean;
}

export interface Comparison {
  readonly rows: readonly CompareRow[];
  readonly equipment: readonly EquipmentRow[];
}

const t = roCarPicks;
const NONE = t.notOffered;
const unit = (template: string, value: number | null) =>
  value === null ? NONE : fill(template, { value: formatNumber(value) });

function creditMonthly(car: CarDetail): string {
  if (car.payment_info.kind !== 'financing') return NONE;
  const result = computeFinancingOffer(car.payment_info, DEFAULT_FINANCING_PARAMS);
  return result.ok ? monthlyInstalmentText(result.offer.monthly, result.offer.currency) : NONE;
}

function subscriptionMonthly(car: CarDetail): string {
  if (car.payment_info.kind !== 'subscription') return NONE;
  const result = subscriptionMonthlyPrice(car.payment_info, DEFAULT_SUBSCRIPTION_PARAMS);
  return result.ok ? subscriptionMonthlyText(result.monthly) : NONE;
}

function consumption(car: CarDetail): string {
  const template = isElectric(car.fuel) ? roCarPage.unitEnergyConsumption : roCarPage.unitConsumption;
  return unit(template, car.combined_consumption);
}

const row = (label: string, values: string[]): CompareRow => ({
  label,
  values,
  differs: new Set(values).size > 1,
});

/** The table for `cars`; rows no car has a value for are left out. */
export function compareCars(cars: readonly CarDetail[]): Comparison {
  const each = (value: (car: CarDetail) => string) => cars.map(value);
  const credit = DEFAULT_FINANCING_PARAMS;
  const subscription = DEFAULT_SUBSCRIPTION_PARAMS;
  const rows = [
    row(
      t.rowPrice,
      each((car) => (isSubscription(car) ? t.notForSale : formatEur(car.initial_price))),
    ),
    row(
      `${t.rowMonthly} (${fill(t.rowMonthlyTerms, { months: credit.months, upFront: credit.upFront })})`,
      each(creditMonthly),
    ),
    row(
      `${t.rowMonthly} (${fill(t.rowSubscriptionTerms, { months: subscription.months, km: formatNumber(subscription.range) })})`,
      each(subscriptionMonthly),
    ),
    row(
      t.rowYear,
      each((car) => String(registrationYear(car) ?? NONE)),
    ),
    row(
      t.rowKm,
      each((car) => unit(roCarPage.unitKm, car.km_no)),
    ),
    row(
      t.rowPower,
      each((car) => unit(roCarPage.unitHp, car.horsepower)),
    ),
    row(
      t.rowFuel,
      each((car) => car.fuel.name),
    ),
    row(t.rowConsumption, each(consumption)),
    row(
      t.rowRange,
      each((car) => unit(roCarPage.unitKm, car.electric_range_km)),
    ),
    row(
      t.rowTransmission,
      each((car) => car.transmission.name),
    ),
  ].filter((candidate) => candidate.values.some((value) => value !== NONE));
  return { rows, equipment: equipmentRows(cars) };
}

/** Every item any car has, in first-seen order; the items not every car has are the differences. */
function equipmentRows(cars: readonly CarDetail[]): EquipmentRow[] {
  const names = [...new Set(cars.flatMap((car) => car.equipment))];
  return names.map((name) => {
    const has = cars.map((car) => car.equipment.includes(name));
    return { name, has, differs: has.some((value) => value !== has[0]) };
  });
}
