import { describe, expect, it } from 'vitest';
import { carDetailFixture } from '../../features/catalog/car.fixture.ts';
import { roCarPicks } from '../../i18n/ro.ts';
import { computeFinancingOffer } from '../financing/financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, DEFAULT_SUBSCRIPTION_PARAMS } from '../financing/financing-params.ts';
import { monthlyInstalmentText, subscriptionMonthlyText } from '../financing/offer-text.ts';
import { financingPaymentInfo, subscriptionPaymentInfo } from '../financing/payment-info-builder.ts';
import { subscriptionMonthlyPrice } from '../financing/subscription-offer.ts';
import { compareCars } from './compare-rows.ts';

const t = roCarPicks;
const financedA = carDetailFixture(financingPaymentInfo(18_500, 4.97), {
  sku: 'A-1',
  equipment: ['Navigatie', 'Camera marsarier'],
});
const financedB = carDetailFixture(financingPaymentInfo(23_450, 4.97), {
  sku: 'B-2',
  km_no: 42_000,
  horsepower: 150,
  equipment: ['Navigatie', 'Scaune incalzite'],
});
const subscribed = carDetailFixture(subscriptionPaymentInfo(399, 4.97), {
  sku: 'S-3',
  category_id: 1,
  fuel: { name: 'Electric' },
  combined_consumption: 15.2,
  electric_range_km: 410,
  equipment: ['Navigatie'],
});

const creditText = (car: typeof financedA) => {
  if (car.payment_info.kind !== 'financing') throw new Error('financing car expected');
  const result = computeFinancingOffer(car.payment_info, DEFAULT_FINANCING_PARAMS);
  if (!result.ok) throw new Error('no default cell');
  return monthlyInstalmentText(result.offer.monthly, 1);
};
const subscriptionText = (car: typeof subscribed) => {
  if (car.payment_info.kind !== 'subscription') throw new Error('subscription car expected');
  const result = subscriptionMonthlyPrice(car.payment_info, DEFAULT_SUBSCRIPTION_PARAMS);
  if (!result.ok) throw new Error('no default price');
  return subscriptionMonthlyText(result.monthly);
};

describe('compareCars', () => {
  const { rows, equipment } = compareCars([financedA, financedB, subscribed]);
  const rowOf = (label: string) => rows.find((row) => row.label.startsWith(label));

  it.each<[string, string[], boolean]>([
    [t.rowKm, ['15.000 km', '42.000 km', '15.000 km'], true],
    [t.rowPower, ['130 CP', '150 CP', '130 CP'], true],
    [t.rowTransmission, ['Manuala', 'Manuala', 'Manuala'], false],
    [t.rowConsumption, ['6,1 l/100 km', '6,1 l/100 km', '15,2 kWh/100 km'], true],
    [t.rowRange, [t.notOffered, t.notOffered, '410 km'], true],
  ])('%s: each car’s value, and whether they differ', (label, values, differs) => {
    expect(rowOf(label)).toMatchObject({ values, differs });
  });

  it('takes the monthly rates at the same terms from each car’s own tables', () => {
    const [credit, subscription] = rows.filter((row) => row.label.startsWith(t.rowMonthly));
    expect(credit?.values).toEqual([creditText(financedA), creditText(financedB), t.notOffered]);
    expect(credit?.label).toContain('60 luni, avans 55%');
    expect(subscription?.values).toEqual([t.notOffered, t.notOffered, subscriptionText(subscribed)]);
    expect(subscription?.label).toContain('12 luni, 1.000 km/luna');
  });

  it('says a subscription car is not for sale instead of a price', () => {
    expect(rowOf(t.rowPrice)?.values).toEqual(['18.500 €', '18.500 €', t.notForSale]);
  });

  it('lists every equipment item once, the ones not every car has marked as differences', () => {
    expect(equipment).toEqual([
      { name: 'Navigatie', has: [true, true, true], differs: false },
      { name: 'Camera marsarier', has: [true, false, false], differs: true },
      { name: 'Scaune incalzite', has: [false, true, false], differs: true },
    ]);
  });

  it('leaves out a row no car has a value for', () => {
    expect(compareCars([financedA, financedB]).rows.map((row) => row.label)).not.toContain(t.rowRange);
  });
});
