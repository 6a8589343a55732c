// @vitest-environment jsdom
/**
 * The list island adopts the pre-built cards (issue 36): with nothing in the address and the live
 * list as built it renders no grid of its own, wires the pre-built hearts and adds 'Incarca mai
 * multe'; at the shopper's first change, or at once when the live list differs, it renders its own.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { roCatalog, roCatalogList } from '../../i18n/ro.ts';
import { $favourites } from '../../stores/car-picks.ts';
import { carFixture } from './car.fixture.ts';
import { LIST_REPORTED, MORE_REQUESTED } from './list-before-hydration.ts';
import { prebuiltCardItems, renderListIsland } from './prebuilt-cards.fixture.tsx';

const PAGE_SIZE = 2;
const CARS: CarSummary[] = [
  carFixture({ id: 1, sku: 'B-101', product_name: 'Dacia Duster' }),
  carFixture({
    id: 2,
    sku: 'B-102',
    product_name: 'Skoda Octavia',
    manufacturer_id: 2,
    manufacturer: { name: 'Skoda' },
  }),
  carFixture({ id: 3, sku: 'B-103', product_name: 'Dacia Spring' }),
];

/** The list page as the build writes it: the first page of cards, their keys and the total. */
function prebuiltPage(): void {
  const items = prebuiltCardItems(CARS, PAGE_SIZE);
  document.body.innerHTML = `
    <span data-matching-count></span>
    <div data-island></div>
    <div data-results>
      <div data-live-grid></div>
      <div data-static-grid data-total="${CARS.length}"><ul class="car-grid">${items}</ul></div>
    </div>`;
}

function answer(cars: readonly CarSummary[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(cars), { status: 200 })),
  );
}

async function renderIsland(): Promise<void> {
  await act(async () => renderListIsland(CARS, PAGE_SIZE, 1));
  await waitFor(() => expect(results().hasAttribute('data-live-list')).toBe(true));
}

const results = () => document.querySelector('[data-results]') as HTMLElement;
const staticGrid = () => document.querySelector('[data-static-grid]') as HTMLElement;
const liveCards = () => document.querySelectorAll('[data-live-grid] .car-card');
const hearts = () => [...staticGrid().querySelectorAll<HTMLButtonElement>('.car-card__favourite')];

beforeEach(() => {
  window.history.replaceState(null, '', '/masini');
  $favourites.set(['B-102']);
  prebuiltPage();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterBar after the page script (list-before-hydration.ts)', () => {
  it('sends no second view_item_list for a list the page script reported', async () => {
    (window as { dataLayer?: unknown[] }).dataLayer = [];
    results().setAttribute(LIST_REPORTED, '');
    answer(CARS);
    await renderIsland();
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([]);
  });

  it("shows the second page and focuses its first car after 'Incarca mai multe' pressed before it", async () => {
    window.history.replaceState(null, '', '/masini?pagina=2');
    results().setAttribute(MORE_REQUESTED, '');
    answer(CARS);
    await renderIsland();
    await waitFor(() => expect(liveCards()).toHaveLength(3));
    await waitFor(() =>
      expect(document.activeElement).toBe(liveCards()[PAGE_SIZE]?.querySelector('.car-card__link')),
    );
    expect(results().hasAttribute(MORE_REQUESTED)).toBe(false);
  });
});

describe('FilterBar adopting the pre-built cards', () => {
  it('keeps them, shows their hearts as saved in this browser and adds the next page’s link', async () => {
    expect(hearts().every((heart) => heart.hidden)).toBe(true);
    answer(CARS);
    await renderIsland();
    expect(results().getAttribute('data-live-list')).toBe('adopted');
    expect(liveCards()).toHaveLength(0);
    expect(staticGrid().hidden).toBe(false);
    await waitFor(() => expect(hearts().every((heart) => !heart.hidden)).toBe(true));
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    const more = screen.getByRole('link', { name: roCatalogList.loadMore });
    expect(staticGrid().contains(more)).toBe(true);
    expect(more.getAttribute('href')).toBe('?pagina=2');
  });

  it('saves a car from a pre-built heart', async () => {
    answer(CARS);
    await renderIsland();
    await waitFor(() => expect(hearts()[0]?.hidden).toBe(false));
    await act(async () => hearts()[0]?.click());
    await waitFor(() => expect(hearts()[0]?.getAttribute('aria-pressed')).toBe('true'));
    expect($favourites.get()).toEqual(['B-102', 'B-101']);
  });

  it('renders its own grid at the first filter, the pre-built one hidden', async () => {
    answer(CARS);
    await renderIsland();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: roCatalog.manufacturer }), {
        target: { value: '2' },
      });
    });
    expect(results().getAttribute('data-live-list')).toBe('rendered');
    expect(staticGrid().hidden).toBe(true);
    expect([...liveCards()].map((card) => card.getAttribute('data-sku'))).toEqual(['B-102']);
  });

  it("renders its own grid at 'Incarca mai multe'", async () => {
    answer(CARS);
    await renderIsland();
    await act(async () => screen.getByRole('link', { name: roCatalogList.loadMore }).click());
    expect(staticGrid().hidden).toBe(true);
    expect(liveCards()).toHaveLength(3);
    expect(window.location.search).toBe('?pagina=2');
  });

  it.each<[string, CarSummary[]]>([
    [
      'a car reserved since the build',
      CARS.map((car, index) => (index === 0 ? { ...car, car_visibility_id: 4 } : car)),
    ],
    ['a new price', CARS.map((car, index) => (index === 1 ? { ...car, price: 199 } : car))],
    ['a car fewer', CARS.slice(0, 2)],
  ])('renders its own grid at once for %s', async (_, live) => {
    answer(live);
    await renderIsland();
    expect(results().getAttribute('data-live-list')).toBe('rendered');
    expect(staticGrid().hidden).toBe(true);
    expect(liveCards()).toHaveLength(2);
  });
});
