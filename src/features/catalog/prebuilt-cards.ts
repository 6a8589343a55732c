/**
 * Whether the list island may adopt the pre-built cards instead of rendering its own (issue 36:
 * rendering a dozen cards over the pre-built ones right after the first paint was the list page's
 * Total Blocking Time). It may while they are exactly what it would render: the same cars in the
 * same order, each card drawn from the same values, and the same total under the grid. The build
 * writes a key of every card (`data-card` on its list item, from cardKey) and the total
 * (`data-total` on the pre-built grid); the island compares them with the live list's first page.
 * A car reserved, repriced or renamed since the build changes its key, so that card cannot show
 * stale: the island then renders the live grid as before.
 */
import type { CardCar } from './CarCard.tsx';

/** FNV-1a, 32 bits: a short, stable digest (the key only has to differ when the card would). */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The key of a card: every value CarCard draws (CardCar, of the promotions only the first's name,
 * which is all the card shows), so the build's schema-checked car and the island's raw one agree.
 */
export function cardKey(car: CardCar): string {
  return digest(
    JSON.stringify([
      car.sku,
      car.product_name,
      car.category_id,
      car.car_visibility_id,
      car.availability_date,
      car.feature_message,
      car.promo_messages[0]?.name ?? null,
      car.price,
      car.price_ron,
      car.profile_photo,
    ]),
  );
}

/**
 * True when the pre-built grid shows `firstPage` (the live list's first page, unfiltered, in its
 * own order) of `total` cars. No grid, or a grid without keys, never matches.
 */
export function prebuiltMatches(grid: Element | null, firstPage: readonly CardCar[], total: number): boolean {
  if (!grid || grid.getAttribute('data-total') !== String(total)) return false;
  const keys = [...grid.querySelectorAll('[data-card]')].map((item) => item.getAttribute('data-card'));
  return keys.length === firstPage.length && firstPage.every((car, index) => keys[index] === cardKey(car));
}
