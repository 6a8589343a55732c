import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { fill, ro } from '../../i18n/ro.ts';
import { carDetailFixture } from './car.fixture.ts';
import { techRows } from './tech-rows.ts';

const p = ro.carPage;
const info = financingPaymentInfo(41_900, 4.97);

/** An electric car as the seed gives it: Renault Megane E-Tech EV60. */
const electric = carDetailFixture(info, {
  fuel: { name: 'Electric' },
  combined_consumption: 16.1,
  electric_range_km: 375,
  battery_capacity_kwh: 60,
  ac_charging_kw: 11,
  dc_charging_kw: 130,
  cylindrical_capacity: null,
  co2_emissions: 0,
});
const petrol = carDetailFixture(info, { combined_consumption: 6.1 });

const rowsOf = (car: typeof electric) => new Map(techRows(car));

describe('techRows', () => {
  it('an electric car: kWh/100 km, WLTP range, battery, AC and DC charging; never l/100 km', () => {
    const rows = rowsOf(electric);
    expect(rows.get(p.techEnergyConsumption)).toBe('16,1 kWh/100 km');
    expect(rows.get(p.techRange)).toBe('375 km');
    expect(rows.get(p.techBattery)).toBe('60 kWh');
    expect(rows.get(p.techAcCharging)).toBe('11 kW');
    expect(rows.get(p.techDcCharging)).toBe('130 kW');
    expect(rows.has(p.techConsumption)).toBe(false);
    expect(rows.has(p.techCapacity)).toBe(false);
    expect([...rows.values()].join(' | ')).not.toContain('l/100 km');
  });

  it('a petrol car: l/100 km, and no electric rows', () => {
    const rows = rowsOf(petrol);
    expect(rows.get(p.techConsumption)).toBe(fill(p.unitConsumption, { value: '6,1' }));
    for (const label of [
      p.techEnergyConsumption,
      p.techRange,
      p.techBattery,
      p.techAcCharging,
      p.techDcCharging,
    ]) {
      expect(rows.has(label)).toBe(false);
    }
  });

  it('an electric car without its charging data leaves those rows out rather than showing empties', () => {
    const rows = rowsOf({ ...electric, ac_charging_kw: null, dc_charging_kw: null });
    expect(rows.has(p.techAcCharging)).toBe(false);
    expect(rows.get(p.techRange)).toBe('375 km');
  });
});
