/**
 * The car page's technical data as label and value rows, empty fields left out. An electric car
 * (catalog/fuel.ts `isElectric`) shows its consumption in kWh/100 km, its WLTP range, battery and
 * AC/DC charging power; any other car its consumption in l/100 km. TechTable.astro renders these.
 */
import { isElectric } from '../../domain/catalog/fuel.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { formatDate, formatNumber } from '../../domain/format.ts';
import { fill, ro } from '../../i18n/ro.ts';

export type TechRow = readonly [label: string, value: string];

const p = ro.carPage;
const unit = (template: string, value: number | null) =>
  value === null ? null : fill(template, { value: formatNumber(value) });
const date = (value: string | null) => (value === null ? null : formatDate(value));

/** The consumption row and, for an electric car, its range, battery and charging rows. */
function energyRows(car: CarDetail): [string, string | null][] {
  if (!isElectric(car.fuel)) return [[p.techConsumption, unit(p.unitConsumption, car.combined_consumption)]];
  return [
    [p.techEnergyConsumption, unit(p.unitEnergyConsumption, car.combined_consumption)],
    [p.techRange, unit(p.unitKm, car.electric_range_km)],
    [p.techBattery, unit(p.unitKwh, car.battery_capacity_kwh)],
    [p.techAcCharging, unit(p.unitKw, car.ac_charging_kw)],
    [p.techDcCharging, unit(p.unitKw, car.dc_charging_kw)],
  ];
}

export function techRows(car: CarDetail): TechRow[] {
  const rows: [string, string | null][] = [
    [p.techKm, unit(p.unitKm, car.km_no)],
    [p.techFuel, car.fuel.name],
    [p.techFirstRegistration, date(car.first_registration)],
    ...energyRows(car),
    [p.techCo2, unit(p.unitCo2, car.co2_emissions)],
    [p.techHorsepower, unit(p.unitHp, car.horsepower)],
    [p.techTransmission, car.transmission.name],
    [p.techTraction, car.traction.name],
    [p.techBody, car.car_body.name],
    [p.techColor, car.color.name],
    [p.techDoors, String(car.doors)],
    [p.techSeats, String(car.seats)],
    [p.techWeight, unit(p.unitKg, car.weight)],
    [p.techCapacity, unit(p.unitCc, car.cylindrical_capacity)],
    [p.techChassis, car.chassis_series],
    [p.techPollution, car.pollution_norm.name],
    [p.techWarrantyUntil, date(car.warranty_until)],
    [p.techWarranty, car.warranty_features],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}
