/**
 * The car list before its island hydrates (issue 36). On a clean list address (no filter, order,
 * budget or page) the island (FilterBar, `client:interaction`) starts React only when the shopper
 * touches its controls: react-dom's evaluation and the hydration were the page's Total Blocking
 * Time. Until then this page script keeps the pre-built cards honest and working:
 * - the live check: the live first page is fetched and compared with the pre-built cards
 *   (prebuilt-cards.ts); a difference (a car sold, reserved, repriced) or a failed fetch hydrates
 *   the island at once, which renders the live grid as before;
 * - the hearts, shown from the favourites store and pressed through it (static-hearts.ts);
 * - 'Incarca mai multe': a press puts the second page in the address and hydrates the island,
 *   which reads it from there and moves the focus to the first car it adds;
 * - `view_item_list` once the list is checked, `select_item` at a card's link (analytics.ts).
 * Whatever it wired stops when the island hydrates: the island then owns them (FilterBar.tsx). An
 * address that carries list state hydrates the island at once, as before.
 */
import {
  isFilterSet,
  readFilterQuery,
  readListPage,
  writeListQuery,
} from '../../domain/catalog/filter-query.ts';
import { DEFAULT_LIST_ORDER, isListOrderSet, readListOrder } from '../../domain/catalog/list-order.ts';
import { requestHydration } from '../../lib/on-demand/interaction-directive.ts';
import { pushEvent, selectItemEvent, viewItemListEvent } from './analytics.ts';
import { fetchLiveCars } from './live-cars.ts';
import { prebuiltMatches } from './prebuilt-cards.ts';
import { onStaticHeart, showStaticHearts } from './static-hearts.ts';

/** On the results region: the view_item_list of the list was sent (the island does not send it again). */
export const LIST_REPORTED = 'data-list-reported';
/** On the results region: 'Incarca mai multe' was pressed before hydration (the island moves the focus). */
export const MORE_REQUESTED = 'data-more-requested';

/** True when the address asks for nothing but the list: the pre-built cards are what it shows. */
export function isCleanListQuery(query: URLSearchParams): boolean {
  return (
    !isFilterSet(readFilterQuery(query)) && readListPage(query) === 1 && !isListOrderSet(readListOrder(query))
  );
}

export function startListBeforeHydration(): void {
  const island = document.querySelector('astro-island[component-export="FilterBar"]');
  const results = document.querySelector<HTMLElement>('[data-results]');
  const grid = results?.querySelector<HTMLElement>('[data-static-grid]');
  if (!island || !results || !grid) return;
  if (!island.hasAttribute('ssr')) return;
  // Pending: the page's inline script saw a list parameter (even one the island will ignore).
  if (
    results.hasAttribute('data-filter-pending') ||
    !isCleanListQuery(new URLSearchParams(location.search))
  ) {
    requestHydration(island);
    return;
  }
  const cleanups: (() => void)[] = [];
  let hydrated = false;
  island.addEventListener(
    'astro:hydrate',
    () => {
      hydrated = true;
      for (const cleanup of cleanups) cleanup();
    },
    { once: true },
  );

  void import('../../stores/car-picks.ts').then(({ $favourites, toggleFavourite }) => {
    if (hydrated) return;
    cleanups.push($favourites.subscribe((skus) => showStaticHearts(grid, skus)));
    cleanups.push(onStaticHeart(grid, toggleFavourite));
  });

  const categoryIds = (results.dataset.categoryIds ?? '').split(' ').filter(Boolean).map(Number);
  const pageSize = Number(results.dataset.pageSize);
  fetchLiveCars(categoryIds).then(
    (cars) => {
      if (hydrated) return;
      const firstPage = cars.slice(0, pageSize);
      if (!prebuiltMatches(grid, firstPage, cars.length)) {
        requestHydration(island);
        return;
      }
      results.setAttribute('data-live-list', 'adopted');
      results.setAttribute(LIST_REPORTED, '');
      pushEvent(viewItemListEvent(firstPage));
      const onClick = (event: MouseEvent) => {
        const card = (event.target as Element | null)?.closest?.('.car-card a')?.closest('[data-sku]');
        const car = card && cars.find((candidate) => candidate.sku === card.getAttribute('data-sku'));
        if (car) pushEvent(selectItemEvent(car));
      };
      grid.addEventListener('click', onClick);
      cleanups.push(() => grid.removeEventListener('click', onClick));
      if (cars.length > pageSize) cleanups.push(addMoreLink(grid, results, island));
    },
    () => !hydrated && requestHydration(island),
  );
}

/** 'Incarca mai multe' below the pre-built cards; removed at hydration (the island adds its own). */
function addMoreLink(grid: HTMLElement, results: HTMLElement, island: Element): () => void {
  const template = results.querySelector<HTMLTemplateElement>('template[data-more]');
  const link = template?.content.firstElementChild?.cloneNode(true);
  if (!(link instanceof HTMLAnchorElement)) return () => {};
  const next = writeListQuery({}, 2, DEFAULT_LIST_ORDER);
  link.href = `?${next}`;
  link.addEventListener('click', (event) => {
    event.preventDefault();
    results.setAttribute(MORE_REQUESTED, '');
    history.replaceState(history.state, '', `${location.pathname}?${next}${location.hash}`);
    requestHydration(island);
  });
  grid.append(link);
  return () => link.remove();
}
