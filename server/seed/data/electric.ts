/**
 * What an electric variant of the catalogue adds to its row (catalog-volume.ts, catalog-premium.ts):
 * usable battery, WLTP range and the charging powers a buyer compares, in the manufacturers' order
 * of magnitude. Its consumption (kWh/100 km) is the row's; the range is what the battery gives at
 * about that consumption. Keyed by the variant's name, unique among the electric rows.
 */
export interface ElectricSpec {
  /** Usable battery capacity, kWh. */
  batteryKwh: number;
  /** WLTP combined range, km. */
  rangeKm: number;
  /** Onboard charger (AC), kW. */
  acKw: number;
  /** Peak fast-charging power (DC), kW. */
  dcKw: number;
}

export const ELECTRIC_SPECS: Readonly<Record<string, ElectricSpec>> = {
  'Electric 65 Extreme': { batteryKwh: 44, rangeKm: 300, acKw: 7, dcKw: 50 },
  'EV60 220 CP Techno': { batteryKwh: 60, rangeKm: 375, acKw: 11, dcKw: 130 },
  '85 286 CP': { batteryKwh: 77, rangeKm: 485, acKw: 11, dcKw: 175 },
  'Pro 286 CP': { batteryKwh: 77, rangeKm: 455, acKw: 11, dcKw: 135 },
  '65 kWh 218 CP Premium': { batteryKwh: 65, rangeKm: 440, acKw: 11, dcKw: 100 },
  '81.4 kWh 204 CP Earth': { batteryKwh: 81.4, rangeKm: 545, acKw: 11, dcKw: 128 },
  'iX1 eDrive20 M Sport': { batteryKwh: 64.8, rangeKm: 415, acKw: 11, dcKw: 130 },
  'EQA 250+ Progressive': { batteryKwh: 70.5, rangeKm: 430, acKw: 11, dcKw: 100 },
  '45 e-tron 286 CP S line': { batteryKwh: 77, rangeKm: 460, acKw: 11, dcKw: 175 },
};
