// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { fill, roCarPicks, roPriceAlerts } from '../../i18n/ro.ts';
import { $compared, $favourites } from '../../stores/car-picks.ts';
import { carDetailFixture } from '../catalog/car.fixture.ts';
import { fakeApi, json } from '../checkout/testing/fake-api.ts';
import { ComparePage } from './ComparePage.tsx';
import { FavouritesPage } from './FavouritesPage.tsx';

const t = roCarPicks;
const info = financingPaymentInfo(18_500, 4.97);
/** A car as GET /car-details?tables=packed answers it. */
const served = (sku: string, overrides: Record<string, unknown> = {}) => ({
  ...carDetailFixture(info, { sku, product_name: `Masina ${sku}`, ...overrides }),
  payment_info: { kind: 'financing', packed: packFinancingInfo(info) },
});
const flush = () => act(async () => {});

beforeEach(() => {
  $favourites.set([]);
  $compared.set([]);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FavouritesPage', () => {
  it('shows each saved car with its state now: reserved and gone cars say so', async () => {
    $favourites.set(['A-1', 'B-2', 'C-3']);
    const api = fakeApi({
      'GET /car-details?skus=A-1,B-2,C-3&tables=packed': () =>
        json([served('A-1'), served('B-2', { car_visibility_id: 4 })]),
    });
    render(<FavouritesPage />);
    await flush();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(t.stateInStock),
      expect.stringContaining(t.stateReserved),
      expect.stringContaining(t.stateGone),
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Masina A-1' })
        .getAttribute('href'),
    ).toBe('/masina/A-1');
    expect(within(items[2] as HTMLElement).queryByRole('link')).toBeNull();
    // Each car still offered can be watched for a price drop; a gone one cannot.
    const alertFor = (name: string) => ({ name: fill(roPriceAlerts.openFor, { name }) });
    expect(within(items[0] as HTMLElement).getByRole('button', alertFor('Masina A-1'))).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', alertFor('Masina B-2'))).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByRole('button', alertFor('Masina C-3'))).toBeNull();
    expect(api.callsTo('GET /car-details')).toHaveLength(1);
  });

  it('removes a car and adds cars to the comparison, refusing a fourth', async () => {
    const user = userEvent.setup();
    $favourites.set(['A-1', 'B-2', 'C-3', 'D-4']);
    fakeApi({
      'GET /car-details': () => json(['A-1', 'B-2', 'C-3', 'D-4'].map((sku) => served(sku))),
    });
    render(<FavouritesPage />);
    await flush();
    for (const sku of ['A-1', 'B-2', 'C-3', 'D-4'])
      await user.click(screen.getByRole('button', { name: fill(t.compareThis, { name: `Masina ${sku}` }) }));
    expect($compared.get()).toEqual(['A-1', 'B-2', 'C-3']);
    expect(screen.getByRole('status').textContent).toBe(fill(t.compareFull, { max: 3 }));
    expect(screen.getByRole('link', { name: `${t.seeComparison} (3)` }).getAttribute('href')).toBe(
      '/compara?masini=A-1,B-2,C-3',
    );
    await user.click(screen.getByRole('button', { name: fill(t.removeFavourite, { name: 'Masina D-4' }) }));
    expect($favourites.get()).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('says when the cars could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    $favourites.set(['A-1']);
    let fail = true;
    fakeApi({ 'GET /car-details': () => (fail ? json({ message: 'x' }, 500) : json([served('A-1')])) });
    render(<FavouritesPage />);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain(t.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: t.retry }));
    await flush();
    expect(screen.getByRole('link', { name: 'Masina A-1' })).toBeTruthy();
  });

  it('without favourites, says how to save one', () => {
    render(<FavouritesPage />);
    expect(screen.getByText(t.favouritesEmpty)).toBeTruthy();
  });
});

describe('ComparePage', () => {
  it('opens a comparison link, makes it this browser’s picks, and highlights the differences', async () => {
    window.history.replaceState(null, '', '/compara?masini=A-1,B-2');
    fakeApi({
      'GET /car-details?skus=A-1,B-2&tables=packed': () =>
        json([served('A-1', { equipment: ['Navigatie'] }), served('B-2', { km_no: 42_000, equipment: [] })]),
    });
    render(<ComparePage />);
    await flush();
    expect($compared.get()).toEqual(['A-1', 'B-2']);
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      expect.stringContaining('Masina A-1'),
      expect.stringContaining('Masina B-2'),
    ]);
    const kmRow = within(table).getByRole('row', { name: new RegExp(t.rowKm) });
    expect(kmRow.className).toContain('differs');
    expect(kmRow.textContent).toContain('42.000 km');
    const navigation = within(table).getByRole('row', { name: /Navigatie/ });
    expect(
      within(navigation)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t.hasEquipment, t.lacksEquipment]);
  });

  it('writes the picks into the address, and follows a removal', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/compara');
    $compared.set(['A-1', 'B-2']);
    fakeApi({
      'GET /car-details': (call) =>
        json(call.url.includes('B-2') ? [served('A-1'), served('B-2')] : [served('A-1')]),
    });
    render(<ComparePage />);
    await flush();
    expect(window.location.search).toBe('?masini=A-1,B-2');
    await user.click(screen.getByRole('button', { name: fill(t.removeCompared, { name: 'Masina B-2' }) }));
    await flush();
    expect(window.location.search).toBe('?masini=A-1');
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('without picks, says how to choose cars', async () => {
    window.history.replaceState(null, '', '/compara');
    render(<ComparePage />);
    await flush();
    expect(screen.getByText(fill(t.compareEmpty, { max: 3 }))).toBeTruthy();
  });
});
