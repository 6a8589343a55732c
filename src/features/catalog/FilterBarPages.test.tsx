// @vitest-environment jsdom
/**
 * The list island's pages and the phone's filter sheet (issue 36): the address keeps how many pages
 * are shown ('Incarca mai multe' is a link to the next page's address), a new filter starts again
 * at page 1, and the 'Filtre' button shows the count of active filters and opens the fields in a
 * dialog that Escape closes, giving focus back to the button.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { roCatalog, roCatalogList } from '../../i18n/ro.ts';
import { carFixture } from './car.fixture.ts';
import { renderListIsland } from './prebuilt-cards.fixture.tsx';

const PAGE_SIZE = 12;
/** 30 cars: 20 Dacia, 10 Skoda, so the list has two full pages and a third of 6. */
const CARS: CarSummary[] = Array.from({ length: 30 }, (_, index) =>
  carFixture({
    id: index + 1,
    sku: `B-${100 + index}`,
    product_name: `${index < 20 ? 'Dacia' : 'Skoda'} Car ${index + 1}`,
    manufacturer_id: index < 20 ? 1 : 2,
    manufacturer: { name: index < 20 ? 'Dacia' : 'Skoda' },
    model_id: index < 20 ? 11 : 21,
  }),
);

function listPage(address: string): void {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = `
    <span data-matching-count></span>
    <div data-island></div>
    <div data-results><div data-live-grid></div><div data-static-grid></div></div>`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(CARS), { status: 200 })),
  );
}

async function renderIsland() {
  renderListIsland(CARS, PAGE_SIZE, 2);
  await screen.findAllByRole('link', { name: /Detalii oferta/ });
}

const liveCards = () => document.querySelectorAll('[data-live-grid] .car-card');
const loadMore = () => screen.queryByRole('link', { name: roCatalogList.loadMore });
const shownLine = () => document.querySelector('.catalog__shown')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterBar pages', () => {
  it('shows the first page, and the total, on an address without a page', async () => {
    listPage('/masini');
    await renderIsland();
    expect(liveCards()).toHaveLength(PAGE_SIZE);
    expect(shownLine()).toBe('Afisate 12 din 30 de masini');
    expect(loadMore()?.getAttribute('href')).toBe('?pagina=2');
  });

  it('reopens as many pages as the address says, with the filters', async () => {
    listPage('/masini?manufacturer=1&pagina=2');
    await renderIsland();
    expect(liveCards()).toHaveLength(20);
    expect(shownLine()).toBe('Afisate 20 din 20 de masini');
    expect(loadMore()).toBeNull();
  });

  it("'Incarca mai multe' adds the next page, writes it in the address and moves focus to the first new car", async () => {
    listPage('/masini?pagina=2');
    await renderIsland();
    expect(liveCards()).toHaveLength(24);
    const historyLength = window.history.length;
    await userEvent.click(loadMore() as HTMLElement);
    expect(liveCards()).toHaveLength(30);
    expect(location.search).toBe('?pagina=3');
    // Replaced, not pushed: Back leaves the list instead of taking pages away one by one.
    expect(window.history.length).toBe(historyLength);
    expect(loadMore()).toBeNull();
    expect(document.activeElement?.closest('[data-sku]')?.getAttribute('data-sku')).toBe('B-124');
  });

  it('starts again at page 1 when a filter changes', async () => {
    listPage('/masini?pagina=3');
    await renderIsland();
    expect(liveCards()).toHaveLength(30);
    const [brand] = screen.getAllByRole('combobox', { name: roCatalog.manufacturer });
    fireEvent.change(brand as HTMLSelectElement, { target: { value: '2' } });
    expect(location.search).toBe('?manufacturer=2');
    expect(liveCards()).toHaveLength(10);
  });
});

describe("the phone's filter sheet", () => {
  it.each([
    ['/masini', roCatalogList.filtersButton],
    ['/masini?manufacturer=1&fuel=1', `${roCatalogList.filtersButton} (2)`],
  ])('on %s the button reads %j', async (address, name) => {
    listPage(address);
    await renderIsland();
    expect(screen.getByRole('button', { name }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens the fields in a dialog; a choice there applies at once; Escape closes it and focus goes back', async () => {
    listPage('/masini');
    await renderIsland();
    const button = screen.getByRole('button', { name: roCatalogList.filtersButton });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: roCatalog.filtersLabel });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: roCatalog.manufacturer }), {
      target: { value: '2' },
    });
    expect(location.search).toBe('?manufacturer=2');
    expect(within(dialog).getByRole('button', { name: 'Vezi 10 masini' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `${roCatalogList.filtersButton} (1)` })).toBe(button);

    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on its results button, keeping the choice', async () => {
    listPage('/masini');
    await renderIsland();
    await userEvent.click(screen.getByRole('button', { name: roCatalogList.filtersButton }));
    const dialog = await screen.findByRole('dialog', { name: roCatalog.filtersLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vezi 30 de masini' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(liveCards()).toHaveLength(PAGE_SIZE);
  });
});
