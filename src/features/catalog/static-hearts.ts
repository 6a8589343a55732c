/**
 * The hearts of the pre-built cards (issue 36), without React: the build renders them hidden (no
 * script could press them yet). Used before the list island hydrates (list-before-hydration.ts)
 * and by the island while it adopts those cards (useAdoptedHearts), so both show and act alike.
 */

const HEART = '.car-card__favourite';

/** Shows the grid's hearts, pressed for the cars in `skus`. */
export function showStaticHearts(grid: ParentNode, skus: readonly string[]): void {
  for (const button of grid.querySelectorAll<HTMLButtonElement>(HEART)) {
    const sku = button.closest('[data-sku]')?.getAttribute('data-sku');
    button.setAttribute('aria-pressed', String(sku != null && skus.includes(sku)));
    button.hidden = false;
  }
}

/** Calls `toggle` with the car's SKU at a press of one of the grid's hearts; returns the unwiring. */
export function onStaticHeart(grid: Element, toggle: (sku: string) => void): () => void {
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(HEART);
    const sku = button?.closest('[data-sku]')?.getAttribute('data-sku');
    if (sku) toggle(sku);
  };
  grid.addEventListener('click', onClick);
  return () => grid.removeEventListener('click', onClick);
}
