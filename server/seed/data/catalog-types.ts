/** Shapes of the car catalogue the seed draws from (real models and engine variants sold in Romania). */

export const FUELS = ['Benzina', 'Motorina', 'Hibrid', 'Hibrid plug-in', 'Electric', 'GPL'] as const;
export const TRANSMISSIONS = ['Manuala', 'Automata'] as const;
export const TRACTIONS = ['Fata', 'Spate', 'Integrala 4x4'] as const;
export const BODIES = ['Hatchback', 'Sedan', 'Break', 'SUV', 'Monovolum', 'Coupe'] as const;

export type Fuel = (typeof FUELS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Traction = (typeof TRACTIONS)[number];
export type Body = (typeof BODIES)[number];
export type Segment = 'budget' | 'mid' | 'premium';

/** [variant, fuel, hp, cc (null: electric), transmission, traction, l or kWh /100 km, g CO2/km, new price EUR incl. VAT] */
export type VariantRow = readonly [string, Fuel, number, number | null, Transmission, Traction, number, number, number];

export interface CatalogModel {
  brand: string;
  model: string;
  body: Body;
  doors: number;
  seats: number;
  /** Kerb weight in kg of the lightest variant. */
  weight: number;
  segment: Segment;
  variants: readonly VariantRow[];
}

export const model = (
  brand: string,
  name: string,
  body: Body,
  doors: number,
  seats: number,
  weight: number,
  segment: Segment,
  variants: readonly VariantRow[],
): CatalogModel => ({ brand, model: name, body, doors, seats, weight, segment, variants });
