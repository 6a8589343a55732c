// @vitest-environment jsdom
/**
 * The list island on a page opened with a filter in its address while the API is slow: the
 * pre-built (unfiltered) cards must never pass for the result, and a filter behind 'Mai multe
 * filtre' must be in sight.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterOptions } from '../../domain/catalog/filter-cars.ts';
import { FILTER_KEYS } from '../../domain/catalog/filter-query.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { roCatalog } from '../../i18n/ro.ts';
import { INLINE_SCRIPTS } from '../../lib/routes/inline-scripts.ts';
import { carFixture } from './car.fixture.ts';
import { FilterBar } from './FilterBar.tsx';

const PETROL = carFixture({ id: 1, sku: 'B-101', product_name: 'Dacia Duster TCe 130', fuel_id: 1 });
const ELECTRIC = carFixture({
  id: 2,
  sku: 'B-102',
  product_name: 'Dacia Spring Electric 65',
  fuel_id: 5,
  fuel: { name: 'Electric' },
});
const CARS = [PETROL, ELECTRIC];
const CATALOG_CSS = readFileSync(join(import.meta.dirname, 'catalog.css'), 'utf8');

/** The list page's markup as the build writes it (see src/pages/masini/[...category].astro). */
function prebuiltPage(): HTMLElement {
  document.head.innerHTML = `<style>${CATALOG_CSS}</style>`;
  document.body.innerHTML = `
    <span data-matching-count></span>
    <div data-island></div>
    <div data-results>
      <p class="catalog__notice catalog__pending" role="status">${roCatalog.filtering}</p>
      <div data-live-grid></div>
      <div data-static-grid><ul>${CARS.map((car) => `<li data-sku="${car.sku}">${car.product_name}</li>`).join('')}</ul></div>
    </div>`;
  const results = document.querySelector<HTMLElement>('[data-results]');
  if (!results) throw new Error('no results region');
  // The page's inline script, run where the page runs it: first thing inside the results region.
  const script = document.createElement('script');
  script.dataset.filterKeys = FILTER_KEYS.join(' ');
  results.prepend(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(INLINE_SCRIPTS.filterPending)();
  return results;
}

/** A GET /cars that answers only when the test says so. */
function slowApi() {
  let answer: (cars: CarSummary[]) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (cars) => resolve(new Response(JSON.stringify(cars), { status: 200 }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer: (cars: CarSummary[]) => act(async () => answer(cars)) };
}

function renderIsland() {
  const island = document.querySelector<HTMLElement>('[data-island]');
  if (!island) throw new Error('no island slot');
  return render(
    <FilterBar
      categoryIds={[2, 3]}
      showPrice
      initialOptions={filterOptions(CARS, {})}
      pageSize={48}
      eagerCount={4}
      eurRonRate={5}
    />,
    { container: island },
  );
}

const isShown = (element: Element | null) =>
  element !== null && !element.closest('[hidden]') && getComputedStyle(element).display !== 'none';
const staticGrid = () => document.querySelector('[data-static-grid]');
const pendingNotice = () => document.querySelector('.catalog__pending');
const liveCards = () =>
  [...document.querySelectorAll('[data-live-grid] .car-card__name')].map((name) => name.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('FilterBar with a filter in the address and a slow API', () => {
  beforeEach(() => window.history.replaceState(null, '', '/masini?fuel=5'));

  it('hides the unfiltered pre-built cards before the island hydrates: busy, with a notice', () => {
    const results = prebuiltPage();
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(isShown(staticGrid())).toBe(false);
    expect(isShown(pendingNotice())).toBe(true);
  });

  it('stays busy with the cards hidden until the live list comes, then shows only matching cars', async () => {
    const results = prebuiltPage();
    const api = slowApi();
    renderIsland();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(isShown(staticGrid())).toBe(false);
    expect(isShown(pendingNotice())).toBe(true);
    expect(liveCards()).toEqual([]);
    expect(document.querySelector('[data-matching-count]')?.textContent).toBe('');

    await api.answer(CARS);
    expect(liveCards()).toEqual([ELECTRIC.product_name]);
    expect(results.hasAttribute('aria-busy')).toBe(false);
    expect(isShown(pendingNotice())).toBe(false);
    expect(isShown(staticGrid())).toBe(false);
    expect(document.querySelector('[data-matching-count]')?.textContent).toBe(
      '1 masina corespunde filtrelor alese',
    );
  });

  it("opens 'Mai multe filtre' at once, with the fuel of the address chosen", () => {
    prebuiltPage();
    slowApi();
    renderIsland();
    const toggle = screen.getByRole('button', { name: roCatalog.hideFilters });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const fuel = screen.getByRole('combobox', { name: roCatalog.fuel }) as HTMLSelectElement;
    expect(fuel.value).toBe('5');
  });

  it('says the filters could not be applied when the live list fails, instead of passing the pre-built cards off as the result', async () => {
    const results = prebuiltPage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    renderIsland();
    expect(await screen.findByText(roCatalog.liveUnavailableFiltered)).toBeTruthy();
    expect(results.hasAttribute('aria-busy')).toBe(false);
    expect(isShown(staticGrid())).toBe(true);
  });
});

describe('FilterBar without a filter', () => {
  it.each(['/masini', '/masini?fuel=abc'])(
    '%s keeps the pre-built cards in sight while the live list loads',
    (address) => {
      window.history.replaceState(null, '', address);
      const results = prebuiltPage();
      slowApi();
      renderIsland();
      expect(results.hasAttribute('aria-busy')).toBe(false);
      expect(isShown(staticGrid())).toBe(true);
      expect(isShown(pendingNotice())).toBe(false);
      expect(within(results).queryByText(PETROL.product_name)).toBeTruthy();
      expect(screen.getByRole('button', { name: roCatalog.moreFilters }).getAttribute('aria-expanded')).toBe(
        'false',
      );
    },
  );
});
