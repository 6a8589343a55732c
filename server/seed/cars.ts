/**
 * Draws the car fleet from the catalogue: category, visibility, mileage, age and price follow each
 * other the way a dealer's stock does (a 6-year-old diesel has 120k km and costs 40% of new).
 * Rows carry lookup names; index.ts swaps them for ids once the lookups are inserted.
 */

import type { CategoryId } from '../../src/domain/catalog/categories.ts';
import { isElectric } from '../../src/domain/catalog/fuel.ts';
import { promotionMismatch } from '../../src/domain/catalog/promotions.ts';
import type { Promotion, VISIBILITY_IDS } from '../../src/domain/cms-schemas.ts';
import { addDays, addMonths } from '../../src/domain/dates.ts';
import { formatDate } from '../../src/domain/format.ts';
import {
  FINANCING_DISCLAIMER,
  FINANCING_PROMOS,
  SEED_PROMOTIONS,
  SUBSCRIPTION_DISCLAIMER,
  SUBSCRIPTION_PROMOS,
  WARRANTY_YEARS,
  warrantyText,
} from './car-texts.ts';
import { PREMIUM_MODELS } from './data/catalog-premium.ts';
import type { CatalogModel, Fuel, VariantRow } from './data/catalog-types.ts';
import { VOLUME_MODELS } from './data/catalog-volume.ts';
import { ELECTRIC_SPECS, type ElectricSpec } from './data/electric.ts';
import { equipmentPool } from './data/equipment.ts';
import {
  COLORS,
  DEALER_GROUPS,
  type DealerGroup,
  MOBILITY_COMPANY,
  normForYear,
  SHOWROOMS,
  WMI,
} from './data/lookups.ts';
import type { Random } from './random.ts';

type VisibilityId = (typeof VISIBILITY_IDS)[number];

export interface CarSeed {
  sku: string;
  productName: string;
  categoryId: CategoryId;
  carVisibilityId: VisibilityId;
  availabilityDate: string | null;
  featureMessage: string | null;
  promoMessages: Promotion[];
  initialPrice: number;
  reducedPrice: number | null;
  disclaimer: string;
  dealer: { group: DealerGroup };
  location: string;
  brand: string;
  model: string;
  transmission: string;
  fuel: Fuel;
  pollutionNorm: string;
  traction: string;
  color: string;
  body: string;
  kmNo: number;
  /** l/100 km; kWh/100 km for an electric car. */
  combinedConsumption: number;
  /** An electric car's data (data/electric.ts); null for any other. */
  electricRangeKm: number | null;
  batteryCapacityKwh: number | null;
  acChargingKw: number | null;
  dcChargingKw: number | null;
  doors: number;
  seats: number;
  horsepower: number;
  weight: number;
  cylindricalCapacity: number | null;
  co2Emissions: number;
  chassisSeries: string;
  firstRegistration: string | null;
  warrantyUntil: string | null;
  warrantyFeatures: string | null;
  equipment: string[];
  equipmentListPdf: string;
  maintenanceHistoryPdf: string | null;
  profilePhoto: string;
  gallery: string[];
  product360: string | null;
}

/** Volume models appear four times as often as premium ones, as in a Romanian dealer's yard. */
const WEIGHTED_MODELS: readonly CatalogModel[] = [
  ...VOLUME_MODELS,
  ...VOLUME_MODELS,
  ...VOLUME_MODELS,
  ...VOLUME_MODELS,
  ...PREMIUM_MODELS,
];
const SKU_PREFIX: Record<CategoryId, string> = { 1: 'AB', 2: 'RL', 3: 'PR' };
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const DEALER_BY_SHOWROOM: Record<string, number> = { 'Cluj-Napoca': 1, Brasov: 1, Timisoara: 2, Iasi: 3 };

export const carMedia = (sku: string) => ({
  profile: `cars/${sku}/profile.svg`,
  gallery: [1, 2, 3, 4].map((n) => `cars/${sku}/gallery-${n}.svg`),
  view360: `cars/${sku}/360.svg`,
  equipment: `cars/${sku}/echipamente.pdf`,
  maintenance: `cars/${sku}/istoric-service.pdf`,
});

/** Dealer prices end in 90 (18.990 EUR). */
const dealerPrice = (value: number) => Math.max(1000, Math.round(value / 100) * 100 - 10);

function vin(random: Random, brand: string, year: number): string {
  const body = Array.from({ length: 14 }, () => random.pick([...VIN_CHARS]));
  body[6] = VIN_YEAR[(year - 2010) % VIN_YEAR.length] ?? 'A';
  return `${WMI[brand] ?? 'VF1'}${body.join('')}`;
}

function pickCategory(random: Random): CategoryId {
  const r = random.next();
  return r < 0.36 ? 1 : r < 0.7 ? 2 : 3;
}

function pickVisibility(random: Random): VisibilityId {
  const r = random.next();
  return r < 0.05 ? 1 : r < 0.17 ? 4 : r < 0.28 ? 5 : 2;
}

interface Usage {
  firstRegistration: string | null;
  year: number;
  kmNo: number;
  price: number;
}

function usage(
  random: Random,
  category: CategoryId,
  visibility: VisibilityId,
  newPrice: number,
  today: string,
): Usage {
  const thisYear = Number(today.slice(0, 4));
  if (category === 1) {
    const registered = visibility === 5 ? null : addDays(today, -random.int(10, 120));
    return {
      firstRegistration: registered,
      year: thisYear,
      kmNo: registered ? random.int(0, 300) : 0,
      price: newPrice,
    };
  }
  if (category === 3) {
    const months = random.int(6, 24);
    const km = Math.min(40_000, Math.max(5000, Math.round(months * random.int(900, 1700))));
    return {
      firstRegistration: addDays(addMonths(today, -months), -random.int(0, 27)),
      year: Number(addMonths(today, -months).slice(0, 4)),
      kmNo: km,
      price: dealerPrice(newPrice * (0.9 - months * 0.005 - km / 2_000_000)),
    };
  }
  const years = random.int(3, 7);
  const km = Math.min(180_000, Math.max(40_000, years * random.int(13_000, 24_000)));
  return {
    firstRegistration: addDays(addMonths(today, -years * 12 - random.int(0, 11)), -random.int(0, 27)),
    year: thisYear - years,
    kmNo: Math.round(km / 100) * 100 + random.int(0, 99),
    price: dealerPrice(newPrice * 0.86 * 0.9 ** years * (1 - (km - 40_000) / 1_000_000)),
  };
}

function warranty(category: CategoryId, brand: string, promos: string[], u: Usage, today: string) {
  const years = WARRANTY_YEARS[brand] ?? 3;
  if (category !== 2 && u.firstRegistration) {
    return { until: addMonths(u.firstRegistration, years * 12), text: warrantyText.manufacturer(years) };
  }
  if (category === 1) return { until: null, text: warrantyText.manufacturer(years) };
  if (promos.includes('Garantie extinsa 24 luni'))
    return { until: addMonths(today, 24), text: warrantyText.extended };
  return { until: addMonths(today, 12), text: warrantyText.dealer };
}

function equipmentFor(random: Random, m: CatalogModel, fuel: Fuel): string[] {
  const pool = equipmentPool(m.segment, fuel);
  const chosen = new Set(random.sample(pool, Math.min(pool.length, random.int(10, 18))));
  return pool.filter((item) => chosen.has(item));
}

/**
 * The drawn offers that are promotions this car can honour: a 'Pret promotional' always comes with
 * a reduced price (generateCar), but a subscription shows no selling price, so it carries none.
 */
function promotionsOf(drawn: readonly string[], categoryId: CategoryId): Promotion[] {
  const car = { subscription: categoryId === 1, reducedPrice: true };
  return drawn.flatMap((label) => {
    const promotion = SEED_PROMOTIONS[label];
    return promotion && promotionMismatch([promotion], car) === null ? [promotion] : [];
  });
}

/** An electric variant's battery, range and charging; null for any other fuel. */
function electricSpec(variantName: string, fuel: Fuel): ElectricSpec | null {
  if (!isElectric({ name: fuel })) return null;
  const spec = ELECTRIC_SPECS[variantName];
  if (!spec) throw new Error(`the electric variant ${variantName} has no battery and charging data`);
  return spec;
}

/** One car; `index` makes the SKU, `random` everything else. */
export function generateCar(random: Random, index: number, today: string): CarSeed {
  const categoryId = pickCategory(random);
  const carVisibilityId = pickVisibility(random);
  const m = random.pick(WEIGHTED_MODELS);
  const variant: VariantRow = random.pick(m.variants);
  const [variantName, fuel, hp, cc, transmission, traction, consumption, co2, newPrice] = variant;
  const sku = `${SKU_PREFIX[categoryId]}-${1001 + index}`;
  const electric = electricSpec(variantName, fuel);
  const u = usage(random, categoryId, carVisibilityId, newPrice, today);
  const promoPool = categoryId === 1 ? SUBSCRIPTION_PROMOS : FINANCING_PROMOS;
  const promoMessages = random.chance(0.35) ? random.sample(promoPool, random.int(1, 2)) : [];
  const discounted = promoMessages.includes('Pret promotional') || random.chance(0.12);
  const availabilityDate = carVisibilityId === 5 ? addDays(today, random.int(14, 120)) : null;
  const w = warranty(categoryId, m.brand, promoMessages, u, today);
  const showroom = random.pick(SHOWROOMS);
  const media = carMedia(sku);
  return {
    sku,
    productName: `${m.brand} ${m.model} ${variantName}`,
    categoryId,
    carVisibilityId,
    availabilityDate,
    featureMessage: availabilityDate ? `Disponibila din ${formatDate(availabilityDate)}` : null,
    promoMessages: promotionsOf(promoMessages, categoryId),
    initialPrice: u.price,
    reducedPrice: discounted ? dealerPrice(u.price * (0.93 + random.next() * 0.04)) : null,
    disclaimer: categoryId === 1 ? SUBSCRIPTION_DISCLAIMER : FINANCING_DISCLAIMER,
    dealer: {
      group:
        categoryId === 1
          ? MOBILITY_COMPANY
          : (DEALER_GROUPS[DEALER_BY_SHOWROOM[showroom.name] ?? 0] ?? MOBILITY_COMPANY),
    },
    location: showroom.name,
    brand: m.brand,
    model: m.model,
    transmission,
    fuel,
    pollutionNorm: electric ? 'Zero emisii (Electric)' : normForYear(u.year),
    traction,
    color: random.pick(COLORS).name,
    body: m.body,
    kmNo: u.kmNo,
    combinedConsumption: consumption,
    electricRangeKm: electric?.rangeKm ?? null,
    batteryCapacityKwh: electric?.batteryKwh ?? null,
    acChargingKw: electric?.acKw ?? null,
    dcChargingKw: electric?.dcKw ?? null,
    doors: m.doors,
    seats: m.seats,
    horsepower: hp,
    weight: m.weight + Math.max(0, Math.round((hp - 100) * 1.4)) + random.int(0, 30),
    cylindricalCapacity: cc,
    co2Emissions: co2,
    chassisSeries: vin(random, m.brand, u.year),
    firstRegistration: u.firstRegistration,
    warrantyUntil: w.until,
    warrantyFeatures: w.text,
    equipment: equipmentFor(random, m, fuel),
    equipmentListPdf: media.equipment,
    maintenanceHistoryPdf: categoryId === 1 ? null : media.maintenance,
    profilePhoto: media.profile,
    gallery: media.gallery,
    product360: categoryId === 1 && random.chance(0.3) ? media.view360 : null,
  };
}

/** The selling price offers are computed on: the reduced price when there is one. */
export const sellingPrice = (car: Pick<CarSeed, 'initialPrice' | 'reducedPrice'>) =>
  car.reducedPrice ?? car.initialPrice;
