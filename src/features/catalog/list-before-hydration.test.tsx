// @vitest-environment jsdom
/**
 * The car list before its island hydrates (issue 36): on a clean address the page script checks
 * the live list, wires the pre-built hearts, 'Incarca mai multe' and the analytics, and asks for
 * the island only when it must; an address with list state asks for it at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { roCatalogList } from '../../i18n/ro.ts';
import { HYDRATE_REQUEST } from '../../lib/on-demand/interaction-directive.ts';
import { $favourites } from '../../stores/car-picks.ts';
import { carFixture } from './car.fixture.ts';
import {
  isCleanListQuery,
  LIST_REPORTED,
  MORE_REQUESTED,
  startListBeforeHydration,
} from './list-before-hydration.ts';
import { prebuiltCardItems } from './prebuilt-cards.fixture.tsx';

const PAGE_SIZE = 2;
const CARS: CarSummary[] = [
  carFixture({ id: 1, sku: 'B-101', product_name: 'Dacia Duster' }),
  carFixture({ id: 2, sku: 'B-102', product_name: 'Skoda Octavia' }),
  carFixture({ id: 3, sku: 'B-103', product_name: 'Dacia Spring' }),
];

/** The list page as the build writes it, the island not hydrated yet. */
function prebuiltPage(): void {
  const items = prebuiltCardItems(CARS, PAGE_SIZE);
  document.body.innerHTML = `
    <astro-island component-export="FilterBar" ssr></astro-island>
    <div data-results data-category-ids="2 3" data-page-size="${PAGE_SIZE}">
      <div data-live-grid></div>
      <div data-static-grid data-total="${CARS.length}"><ul class="car-grid">${items}</ul></div>
      <template data-more><a class="button catalog__more">${roCatalogList.loadMore}</a></template>
    </div>`;
}

let requests = 0;
const island = () => document.querySelector('astro-island') as HTMLElement;
const results = () => document.querySelector('[data-results]') as HTMLElement;
const grid = () => document.querySelector('[data-static-grid]') as HTMLElement;
const hearts = () => [...grid().querySelectorAll<HTMLButtonElement>('.car-card__favourite')];
const moreLink = () => grid().querySelector<HTMLAnchorElement>('.catalog__more');
const events = () =>
  ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) => entry.event ?? []);
const fetchMock = vi.fn();

function answer(cars: readonly CarSummary[] | null): void {
  fetchMock.mockImplementation(async () =>
    cars ? new Response(JSON.stringify(cars), { status: 200 }) : new Response('', { status: 503 }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

/** Starts the script and lets the live list and the store arrive. */
async function start(): Promise<void> {
  startListBeforeHydration();
  await vi.waitFor(() => {
    if (!(fetchMock.mock.calls.length === 0 || results().hasAttribute('data-live-list') || requests > 0))
      throw new Error('the live list is not in yet');
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/masini');
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  $favourites.set(['B-102']);
  prebuiltPage();
  requests = 0;
  island().addEventListener(HYDRATE_REQUEST, () => {
    requests += 1;
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('isCleanListQuery', () => {
  it.each([
    ['', true],
    ['utm_source=news', true],
    ['manufacturer=2', false],
    ['pagina=2', false],
    ['sort=price_asc', false],
    ['buget=400', false],
  ])('%j → %s', (query, clean) => {
    expect(isCleanListQuery(new URLSearchParams(query))).toBe(clean);
  });
});

describe('the list before hydration', () => {
  it('keeps the pre-built cards when the live list matches them, and asks for no island', async () => {
    answer(CARS);
    await start();
    expect(requests).toBe(0);
    expect(results().getAttribute('data-live-list')).toBe('adopted');
    expect(results().hasAttribute(LIST_REPORTED)).toBe(true);
    expect(events()).toEqual(['view_item_list']);
    await vi.waitFor(() => expect(hearts().every((heart) => !heart.hidden)).toBe(true));
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(moreLink()?.getAttribute('href')).toBe('?pagina=2');
  });

  it('saves a car from a heart and sends select_item at a card link, without the island', async () => {
    answer(CARS);
    await start();
    await vi.waitFor(() => expect(hearts()[0]?.hidden).toBe(false));
    hearts()[0]?.click();
    expect($favourites.get()).toEqual(['B-102', 'B-101']);
    expect(hearts()[0]?.getAttribute('aria-pressed')).toBe('true');
    grid().addEventListener('click', (event) => event.preventDefault());
    grid().querySelector<HTMLAnchorElement>('.car-card a')?.click();
    expect(events()).toEqual(['view_item_list', 'select_item']);
    expect(requests).toBe(0);
  });

  it("asks for the island at 'Incarca mai multe', the second page in the address", async () => {
    answer(CARS);
    await start();
    moreLink()?.click();
    expect(requests).toBe(1);
    expect(window.location.search).toBe('?pagina=2');
    expect(results().hasAttribute(MORE_REQUESTED)).toBe(true);
  });

  it.each<[string, CarSummary[] | null]>([
    [
      'a car reserved since the build',
      CARS.map((car, i) => (i === 0 ? { ...car, car_visibility_id: 4 } : car)),
    ],
    ['a car sold since the build', CARS.slice(1)],
    ['no live list', null],
  ])('asks for the island at once on %s, sending nothing itself', async (_case, cars) => {
    answer(cars);
    await start();
    expect(requests).toBe(1);
    expect(results().hasAttribute('data-live-list')).toBe(false);
    expect(events()).toEqual([]);
    expect(moreLink()).toBeNull();
  });

  it('asks for the island at once for an address with a filter, without fetching', async () => {
    window.history.replaceState(null, '', '/masini?manufacturer=2');
    answer(CARS);
    await start();
    expect(requests).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the island at once when the page marked the results pending (a value it will ignore)', async () => {
    window.history.replaceState(null, '', '/masini?manufacturer=abc');
    results().setAttribute('data-filter-pending', '');
    answer(CARS);
    await start();
    expect(requests).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands everything to the island once it hydrates', async () => {
    answer(CARS);
    await start();
    await vi.waitFor(() => expect(hearts()[0]?.hidden).toBe(false));
    island().dispatchEvent(new CustomEvent('astro:hydrate'));
    expect(moreLink()).toBeNull();
    hearts()[0]?.click();
    expect($favourites.get()).toEqual(['B-102']);
    grid().addEventListener('click', (event) => event.preventDefault());
    grid().querySelector<HTMLAnchorElement>('.car-card a')?.click();
    expect(events()).toEqual(['view_item_list']);
  });
});
