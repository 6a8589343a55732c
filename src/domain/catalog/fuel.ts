/**
 * Which cars are electric. Fuels are a lookup table whose ids the seed and the admin assign, so
 * the name is what identifies a fuel (the catalogue's "Electric"); this is the one predicate the
 * car page, the seed and the admin rules ask. An electric car's consumption is in kWh/100 km and
 * it has a WLTP range, a battery and charging powers; any other car's consumption is in l/100 km.
 */

/** The fuel name of a battery-electric car in the catalogue. */
export const ELECTRIC_FUEL = 'Electric';

/** isElectric({ name: 'Electric' }) → true; 'Hibrid plug-in' (it also burns fuel) → false. */
export function isElectric(fuel: { readonly name: string }): boolean {
  return fuel.name.trim().toLowerCase() === ELECTRIC_FUEL.toLowerCase();
}
