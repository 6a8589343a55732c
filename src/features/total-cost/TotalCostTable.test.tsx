// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_FIGURES, figureTexts } from '../../domain/business-figures.ts';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { type OfferedColumn, type TotalCostTerms, totalCost } from '../../domain/financing/total-cost.ts';
import { leiText } from '../../domain/financing/total-cost-text.ts';
import { roTotalCost as m } from '../../i18n/ro/total-cost.ts';
import { provideIslandData } from '../../lib/html/island-data.ts';
import { readControls, restoreControls } from '../../lib/on-demand/interaction-directive.ts';
import { TotalCostTable } from './TotalCostTable.tsx';

const info = financingPaymentInfo(24_000, 5);
const price = { initial_price: 25_000, reduced_price: 24_000 };
const figures = { ...DEFAULT_FIGURES, eurRonRate: 5 };
const TABLES_ID = 'tabele-F-2001';

let block: HTMLScriptElement;
beforeEach(() => {
  block = document.createElement('script');
  block.type = 'application/json';
  block.id = TABLES_ID;
  block.textContent = provideIslandData(TABLES_ID, packFinancingInfo(info));
  document.body.append(block);
});
afterEach(() => {
  cleanup();
  block.remove();
});

const island = () => (
  <TotalCostTable tablesId={TABLES_ID} price={price} figures={figures} texts={figureTexts(figures)} />
);

/** The domain's figures for a product, as the table should show them. */
function expected(terms: TotalCostTerms, product: 'credit' | 'leasing'): OfferedColumn {
  const column = totalCost({ ...price, payment_info: info }, terms, figures).find(
    (c) => c.product === product,
  );
  if (!column?.offered) throw new Error(`${product} is offered`);
  return column;
}

/** The text of the row headed `label`, cell by cell (its header first). */
function row(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  const tr = header.closest('tr');
  if (!tr) throw new Error('no row');
  return [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

describe('TotalCostTable', () => {
  it('shows credit and leasing at 36 months and 15.000 km, in a table with headers', () => {
    render(island());
    expect(screen.getByRole('heading', { level: 2, name: m.heading })).toBeTruthy();
    const table = screen.getByRole('table', { name: /36 de luni, cu 15\.000 de km pe an/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([m.costColumn, m.products.credit, m.products.leasing, m.assumptionColumn]);
    const credit = expected({ months: 36, yearlyKm: 15_000 }, 'credit');
    const leasing = expected({ months: 36, yearlyKm: 15_000 }, 'leasing');
    expect(row(m.netCost).slice(1, 3)).toEqual([leiText(credit.netCost), leiText(leasing.netCost)]);
    expect(row(m.totalPaid).slice(1, 3)).toEqual([leiText(credit.totalPaid), leiText(leasing.totalPaid)]);
    // A credit has no residual value: its cell says so; the leasing's is the table's.
    expect(row(m.lines.residual)[1]).toBe(m.notApplicable);
    expect(row(m.lines.rca)[3]).toContain('pe an');
  });

  it('a changed period and mileage show the domain figures and announce the result', async () => {
    const user = userEvent.setup();
    render(island());
    const status = screen.getByRole('status');
    const before = status.textContent;
    await user.selectOptions(screen.getByRole('combobox', { name: m.periodLabel }), '24');
    await user.selectOptions(screen.getByRole('combobox', { name: m.mileageLabel }), '30000');
    const credit = expected({ months: 24, yearlyKm: 30_000 }, 'credit');
    const leasing = expected({ months: 24, yearlyKm: 30_000 }, 'leasing');
    expect(row(m.netCost).slice(1, 3)).toEqual([leiText(credit.netCost), leiText(leasing.netCost)]);
    expect(row(m.valueAtEnd).slice(1, 3)).toEqual([leiText(credit.valueAtEnd), leiText(leasing.valueAtEnd)]);
    expect(status.textContent).not.toBe(before);
    expect(status.textContent).toContain('Pe 24 de luni, cu 30.000 de km pe an');
    expect(screen.getByRole('table').textContent).toContain(`24 × `);
  });

  it('keeps a period chosen while its code loaded: the directive gives it back after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(island());
    document.body.append(container);
    const period = container.querySelector<HTMLSelectElement>('select[name="luni"]');
    if (!period) throw new Error('no period control');
    // Chosen on the server-rendered HTML, before React is there.
    period.value = '12';
    const states = readControls(container);
    await act(async () => {
      hydrateRoot(container, island());
    });
    await act(async () => restoreControls(container, states));
    expect(period.value).toBe('12');
    const credit = expected({ months: 12, yearlyKm: 15_000 }, 'credit');
    expect(container.querySelector('caption')?.textContent).toContain('12 luni');
    expect(container.textContent).toContain(leiText(credit.netCost));
    container.remove();
  });
});
