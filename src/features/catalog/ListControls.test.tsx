// @vitest-environment jsdom
/**
 * The list's "Sorteaza dupa" and "Buget lunar" (issue 37): the controls alone, and the island
 * with them: only cars within the budget, their rate on the card, the chosen order, the address
 * following, the order said to screen readers and a typed mistake said next to the field.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterOptions } from '../../domain/catalog/filter-cars.ts';
import { DEFAULT_LIST_ORDER, type ListOrder } from '../../domain/catalog/list-order.ts';
import { carFixture } from './car.fixture.ts';
import { FilterBar } from './FilterBar.tsx';
import { BudgetFields, SortSelect } from './ListControls.tsx';

const CHEAP = carFixture({
  id: 1,
  sku: 'B-101',
  product_name: 'Dacia Spring',
  initial_price: 15000,
  km_no: 30000,
  monthly_rate_ron: { individual: 1200, company: 1000 },
});
const MIDDLE = carFixture({
  id: 2,
  sku: 'B-102',
  product_name: 'Skoda Octavia',
  initial_price: 24000,
  km_no: 5000,
  monthly_rate_ron: { individual: 2100, company: 1700 },
});
const DEAR = carFixture({
  id: 3,
  sku: 'B-103',
  product_name: 'BMW X3',
  initial_price: 52000,
  km_no: 1000,
  monthly_rate_ron: { individual: 4200, company: 3500 },
});
const CARS = [CHEAP, MIDDLE, DEAR];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('SortSelect', () => {
  it('offers today’s order and the five orders, and says the chosen one politely', () => {
    const onChange = vi.fn();
    render(<SortSelect sort={null} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sorteaza dupa' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Recomandate',
      'Pret crescator',
      'Pret descrescator',
      'Rata lunara crescatoare',
      'Cele mai noi (inmatriculare)',
      'Cei mai putini kilometri',
    ]);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.change(select, { target: { value: 'km_asc' } });
    expect(onChange).toHaveBeenCalledWith('km_asc');
    expect(status.textContent).toBe('Masinile sunt ordonate: Cei mai putini kilometri.');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(status.textContent).toBe('Masinile sunt ordonate: Recomandate.');
  });
});

describe('BudgetFields', () => {
  function renderBudget(order: ListOrder = DEFAULT_LIST_ORDER) {
    const onChange = vi.fn();
    render(<BudgetFields order={order} eurRonRate={5} onChange={onChange} />);
    return { onChange, field: screen.getByRole('textbox', { name: 'Buget lunar (lei)' }) };
  }

  it.each([
    ['doua mii', 'Scrie o suma in lei, doar cifre (de exemplu 2500).'],
    ['-300', 'Scrie o suma in lei, doar cifre (de exemplu 2500).'],
    ['20', 'Bugetul lunar trebuie sa fie de cel putin 50 lei.'],
    ['5000000', 'Bugetul lunar poate fi de cel mult 200.000 lei.'],
  ])('%j: says what is wrong next to the field and applies nothing', (typed, message) => {
    const { onChange, field } = renderBudget();
    fireEvent.change(field, { target: { value: typed } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(message);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid amount and shows its EUR equivalent at the site’s rate', () => {
    const { onChange, field } = renderBudget({ sort: 'km_asc', budget: 2500, person: 1 });
    expect(field).toHaveProperty('value', '2500');
    expect(screen.getByText('aprox. 500 € la cursul de 5 lei')).toBeTruthy();
    fireEvent.change(field, { target: { value: '3 000' } });
    expect(onChange).toHaveBeenCalledWith({ sort: 'km_asc', budget: 3000, person: 1 });
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('chooses whose rate counts: persoana fizica or juridica', () => {
    const { onChange } = renderBudget();
    fireEvent.change(screen.getByRole('combobox', { name: 'Cumpar ca' }), { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_LIST_ORDER, person: 2 });
  });
});

describe('FilterBar with a budget and an order', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<span data-matching-count></span><div data-island></div><div data-results><div data-live-grid></div><div data-static-grid></div></div>';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(CARS), { status: 200 })),
    );
  });

  async function renderIsland() {
    const island = document.querySelector<HTMLElement>('[data-island]');
    if (!island) throw new Error('no island slot');
    await act(async () => {
      render(
        <FilterBar
          categoryIds={[1, 2, 3]}
          showPrice
          initialOptions={filterOptions(CARS, {})}
          pageSize={12}
          eagerCount={2}
          eurRonRate={5}
        />,
        { container: island },
      );
    });
  }
  const grid = () => document.querySelector<HTMLElement>('[data-live-grid]') as HTMLElement;
  const names = () => [...grid().querySelectorAll('.car-card__name')].map((name) => name.textContent);
  const rates = () => [...grid().querySelectorAll('.car-card__rate strong')].map((rate) => rate.textContent);

  it('opens with the address’s budget, person and order: only the cars within it, with their rate', async () => {
    window.history.replaceState(null, '', '/masini?sort=price_desc&buget=2000&persoana=juridica');
    await renderIsland();
    expect(names()).toEqual(['Skoda Octavia', 'Dacia Spring']);
    expect(rates()).toEqual(['de la 1.700,00 lei/luna', 'de la 1.000,00 lei/luna']);
    expect(document.querySelector('[data-matching-count]')?.textContent).toBe(
      '2 masini corespund filtrelor alese',
    );
  });

  it('follows a new budget and order in the address, and each card has its heart', async () => {
    window.history.replaceState(null, '', '/masini');
    await renderIsland();
    expect(names()).toEqual(['Dacia Spring', 'Skoda Octavia', 'BMW X3']);
    expect(rates()).toEqual([]);
    expect(within(grid()).getAllByRole('button', { name: /^Favorita: / })).toHaveLength(3);

    const [field] = screen.getAllByRole('textbox', { name: 'Buget lunar (lei)' });
    await act(async () => {
      fireEvent.change(field as HTMLElement, { target: { value: '2500' } });
    });
    expect(names()).toEqual(['Dacia Spring', 'Skoda Octavia']);
    expect(window.location.search).toBe('?buget=2500');

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Sorteaza dupa' }), {
        target: { value: 'km_asc' },
      });
    });
    expect(names()).toEqual(['Skoda Octavia', 'Dacia Spring']);
    expect(window.location.search).toBe('?sort=km_asc&buget=2500');
    expect(screen.getByRole('button', { name: 'Filtre (1)' })).toBeTruthy();
  });
});
