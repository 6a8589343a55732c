/**
 * The car list island (client:interaction: on a clean address it hydrates at the shopper's first
 * touch of its controls, or when list-before-hydration.ts asks for it). Until it hydrates the visitor sees the pre-built cards (the
 * first page). On hydration it reads the filters and the page (`?pagina=N`) from the query string,
 * fetches the live list of the page's categories once, and from then on owns the grid: filtering
 * runs on the loaded cars with no further requests, the query string follows the selection and
 * how many pages are shown (shareable; a reload or the back button from a car reopens the list as
 * far as it was loaded) and a car reserved since the build shows as reserved. The grid is portalled into the list's live slot so
 * the static cards and the live ones occupy the same place. With a filter set, the list heading
 * also says how many cars match (its slot beside the pre-built count). The order and the monthly
 * budget (issue 37, list-order.ts) are part of the same state: in the address, applied to the loaded
 * cars (budget with the filters, then the order) and counted and paged like the filters.
 *
 * While the address asks for nothing but the list (no filter, order, budget or page) and the live
 * first page is what the pre-built cards show (prebuilt-cards.ts), the island adopts those cards
 * instead of rendering the grid again (issue 36: that render, right after the first paint, was the
 * page's Total Blocking Time): it wires their hearts and adds "Incarca mai multe" below them, and
 * renders its own grid at the shopper's first change, or at once when the live list differs.
 * `data-live-list` on the results region says which ('adopted' or 'rendered') once the list is in.
 *
 * A filter that came with the address makes the pre-built cards wrong (they are the unfiltered
 * list): the page's inline script marks the results pending before paint, and the island keeps
 * them pending (busy, cards hidden) until the live list is filtered, or says the filters could
 * not be applied when it fails.
 */
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { rateFor, sortCars } from '../../domain/catalog/car-sort.ts';
import { type FilterOptions, filterCars, filterOptions } from '../../domain/catalog/filter-cars.ts';
import {
  type FilterKey,
  type FilterSelection,
  isFilterSet,
  readFilterQuery,
  readListPage,
  withFilter,
  writeListQuery,
} from '../../domain/catalog/filter-query.ts';
import {
  DEFAULT_LIST_ORDER,
  type ListOrder,
  readListOrder,
  withinBudget,
} from '../../domain/catalog/list-order.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { countOf } from '../../domain/format.ts';
import { fill, roCatalog, roCatalogList } from '../../i18n/ro.ts';
import { pushEvent, selectItemEvent, viewItemListEvent } from './analytics.ts';
import { CarCard } from './CarCard.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { LIST_REPORTED, MORE_REQUESTED } from './list-before-hydration.ts';
import { fetchLiveCars } from './live-cars.ts';
import { prebuiltMatches } from './prebuilt-cards.ts';
import { useAdoptedHearts, useFavourites } from './use-favourites.ts';

export interface FilterBarProps {
  categoryIds: readonly number[];
  showPrice: boolean;
  /** Options of the pre-built list, so the bar renders before the live list arrives. */
  initialOptions: FilterOptions;
  /** Cards per page ("Incarca mai multe" adds one); the pre-built HTML shows the first page. */
  pageSize: number;
  /** Cards whose photos load eagerly (the first row). */
  eagerCount: number;
  /** The site's EUR/RON rate (settings): the monthly budget's EUR equivalent. */
  eurRonRate: number;
}

type LiveState = { status: 'loading' } | { status: 'ready'; cars: CarSummary[] } | { status: 'failed' };

const NO_FILTERS: FilterSelection = {};

/** The results region's pending state (see the list page): its notice shows, the pre-built cards hide. */
function markPending(pending: boolean): void {
  const results = document.querySelector<HTMLElement>('[data-results]');
  if (!results) return;
  results.toggleAttribute('data-filter-pending', pending);
  if (pending) results.setAttribute('aria-busy', 'true');
  else results.removeAttribute('aria-busy');
}

/** Replaces (never pushes) the entry: going back leaves the list, as the visitor expects. */
function syncQueryString(selection: FilterSelection, page: number, order: ListOrder): void {
  const query = writeListQuery(selection, page, order);
  const url = `${location.pathname}${query === '' ? '' : `?${query}`}${location.hash}`;
  history.replaceState(history.state, '', url);
}

export function FilterBar({
  categoryIds,
  showPrice,
  initialOptions,
  pageSize,
  eagerCount,
  eurRonRate,
}: FilterBarProps) {
  // null until the query string is read: only then does the island know whether a filter is set.
  const [known, setSelection] = useState<FilterSelection | null>(null);
  const selection = known ?? NO_FILTERS;
  const [live, setLive] = useState<LiveState>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<ListOrder>(DEFAULT_LIST_ORDER);
  /** The shopper changed the list (filter, order, budget, page): the island renders its own grid. */
  const [touched, setTouched] = useState(false);
  const favourites = useFavourites();
  const shown = page * pageSize;
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [countSlot, setCountSlot] = useState<HTMLElement | null>(null);
  const [staticGrid, setStaticGrid] = useState<HTMLElement | null>(null);
  const reported = useRef(false);
  /** After "Incarca mai multe": the index of the first card it added, which takes the focus. */
  const focusFrom = useRef<number | null>(null);
  const liveCars = live.status === 'ready' ? live.cars : null;

  // Before paint: a filter in the query keeps the pre-built cards hidden from the first commit.
  useLayoutEffect(() => {
    const query = new URLSearchParams(location.search);
    setSelection(readFilterQuery(query));
    setPage(readListPage(query));
    setOrder(readListOrder(query));
    // 'Incarca mai multe' pressed before hydration: its page is in the address, its first car takes the focus.
    const results = document.querySelector('[data-results]');
    if (results?.hasAttribute(MORE_REQUESTED)) {
      results.removeAttribute(MORE_REQUESTED);
      focusFrom.current = pageSize;
    }
  }, [pageSize]);

  useEffect(() => {
    setSlot(document.querySelector<HTMLElement>('[data-live-grid]'));
    setCountSlot(document.querySelector<HTMLElement>('[data-matching-count]'));
    setStaticGrid(document.querySelector<HTMLElement>('[data-static-grid]'));
    let cancelled = false;
    fetchLiveCars(categoryIds).then(
      // A transition: React renders the live grid in slices of a few milliseconds that yield to
      // the visitor's input, instead of one long task right after the first paint (the list's
      // Total Blocking Time in Lighthouse).
      (cars) => !cancelled && startTransition(() => setLive({ status: 'ready', cars })),
      () => !cancelled && setLive({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [categoryIds]);

  const options = useMemo(
    () => (liveCars ? filterOptions(liveCars, selection) : initialOptions),
    [liveCars, selection, initialOptions],
  );
  // Filtered, within the budget, then ordered: the count and the pages are of this list.
  const matching = useMemo(
    () =>
      liveCars
        ? sortCars(
            filterCars(liveCars, selection).filter((car) => withinBudget(car, order.budget, order.person)),
            order.sort,
            order.person,
          )
        : [],
    [liveCars, selection, order],
  );
  const narrowed = isFilterSet(selection) || order.budget !== null;
  const visible = matching.slice(0, shown);
  const pristine = !touched && known !== null && !narrowed && order.sort === null && page === 1;
  // Read once the live list is in: the pre-built grid is static markup, outside React.
  const adopted = useMemo(
    () =>
      pristine &&
      liveCars !== null &&
      prebuiltMatches(staticGrid, matching.slice(0, pageSize), matching.length),
    [pristine, liveCars, staticGrid, matching, pageSize],
  );
  useAdoptedHearts(adopted, favourites);

  // The pre-built cards are the unfiltered list in today's order: wrong for a filter, budget or sort.
  const pending = known !== null && (narrowed || order.sort !== null) && live.status === 'loading';
  useLayoutEffect(() => {
    if (known !== null) markPending(pending);
  }, [known, pending]);

  // Before paint, in the commit that fills the live grid: both grids are never on screen together.
  useLayoutEffect(() => {
    if (!liveCars) return;
    if (!adopted) staticGrid?.setAttribute('hidden', '');
    document
      .querySelector('[data-results]')
      ?.setAttribute('data-live-list', adopted ? 'adopted' : 'rendered');
  }, [liveCars, adopted, staticGrid]);

  useEffect(() => {
    if (!liveCars) return;
    if (!reported.current) {
      reported.current = true;
      // Sent before hydration already (list-before-hydration.ts) when the list was checked there.
      if (document.querySelector('[data-results]')?.hasAttribute(LIST_REPORTED)) return;
      pushEvent(viewItemListEvent(filterCars(liveCars, selection).slice(0, pageSize)));
    }
  }, [liveCars, selection, pageSize]);

  // One delegated listener covers the pre-built cards and the live ones.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const card = (event.target as Element | null)?.closest?.('.car-card a')?.closest('[data-sku]');
      const car = card && liveCars?.find((candidate) => candidate.sku === card.getAttribute('data-sku'));
      if (car) pushEvent(selectItemEvent(car));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [liveCars]);

  // The link that was clicked may be gone (the last page): focus moves on to the first new car.
  useEffect(() => {
    const index = focusFrom.current;
    // Runs once the page that added the cards is rendered: the card at `index` is in it.
    if (index === null || !slot || !liveCars || index >= page * pageSize) return;
    focusFrom.current = null;
    slot.querySelectorAll<HTMLElement>('.car-card__link')[index]?.focus();
  }, [page, pageSize, slot, liveCars]);

  const change = (next: FilterSelection, nextOrder: ListOrder = order) => {
    setTouched(true);
    setSelection(next);
    setOrder(nextOrder);
    setPage(1);
    syncQueryString(next, 1, nextOrder);
  };
  const nextPage = writeListQuery(selection, page + 1, order);
  const loadMore = () => {
    setTouched(true);
    focusFrom.current = shown;
    setPage(page + 1);
    syncQueryString(selection, page + 1, order);
  };

  // A real link to the next page's address; here it shows that page below this one.
  const moreLink = (
    <a
      className="button catalog__more"
      href={`?${nextPage}`}
      onClick={(event) => {
        event.preventDefault();
        loadMore();
      }}
    >
      {roCatalogList.loadMore}
    </a>
  );

  return (
    <>
      <FilterPanel
        options={options}
        selection={selection}
        showPrice={showPrice}
        resultCount={liveCars ? matching.length : null}
        onChange={(key: FilterKey, value) => change(withFilter(selection, key, value))}
        onReset={() => change({}, { ...order, budget: null })}
        order={order}
        eurRonRate={eurRonRate}
        onOrderChange={(next) => change(selection, next)}
      />
      {live.status === 'failed' && (
        <p className="catalog__notice" role="status">
          {narrowed ? roCatalog.liveUnavailableFiltered : roCatalog.liveUnavailable}
        </p>
      )}
      {countSlot &&
        liveCars &&
        narrowed &&
        createPortal(countOf(matching.length, roCatalog.matchingCars), countSlot)}
      {adopted && matching.length > shown && staticGrid && createPortal(moreLink, staticGrid)}
      {slot &&
        liveCars &&
        !adopted &&
        createPortal(
          <>
            {visible.length === 0 ? (
              <p className="catalog__notice" role="status">
                {roCatalog.noResults}
              </p>
            ) : (
              <ul className="car-grid" aria-label={roCatalog.carListLabel}>
                {visible.map((car, index) => (
                  <li key={car.sku}>
                    <CarCard
                      car={car}
                      eager={index < eagerCount}
                      rate={
                        order.budget === null
                          ? null
                          : { amount: rateFor(car, order.person), person: order.person }
                      }
                      favourite={favourites.pickerFor(car.sku)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {visible.length > 0 && (
              <p className="catalog__shown" role="status">
                {fill(roCatalogList.shownOf, {
                  shown: visible.length,
                  total: countOf(matching.length, roCatalog.cars),
                })}
              </p>
            )}
            {matching.length > shown && moreLink}
          </>,
          slot,
        )}
    </>
  );
}
