// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  financingPaymentInfo,
  subscriptionPaymentInfo,
} from '../../domain/financing/payment-info-builder.ts';
import { roCatalog, roCommon, roCreditAds, roFinancing } from '../../i18n/ro.ts';
import { clearShopStorage } from '../../stores/order.ts';
import { carDetailFixture } from './car.fixture.ts';
import { LiveCar } from './LiveCar.tsx';

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  clearShopStorage();
  window.history.replaceState(null, '', '/masina/NOU-2026');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LiveCar', () => {
  it('asks the API for the car of the address and shows it with its financing calculator', async () => {
    const car = carDetailFixture(financingPaymentInfo(23_450, 4.97), {
      sku: 'NOU-2026',
      product_name: 'Dacia Spring Electric 65 Extreme',
    });
    const fetch = answer(car);
    render(<LiveCar />);
    expect(screen.getByRole('status').textContent).toBe(roCatalog.loadingCar);
    expect(await screen.findByRole('heading', { level: 1, name: car.product_name })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/cars\/NOU-2026$/);
    expect(await screen.findByRole('radio', { name: roFinancing.leasing })).toBeTruthy();
    expect(screen.getByRole('link', { name: roCatalog.backToList }).getAttribute('href')).toBe(
      '/masini/finantare',
    );
    // The cards link to the example: the live shell has it too, with the warning.
    const example = await screen.findByRole('region', { name: roCreditAds.representativeExample });
    expect(example.id).toBe('exemplu-reprezentativ');
    expect(example.textContent).toContain(roCreditAds.warning);
    expect(screen.getByText(roCreditAds.warning, { selector: '.car-card__warning' })).toBeTruthy();
  });

  it('shows the subscription calculator for a subscription car', async () => {
    answer(
      carDetailFixture(subscriptionPaymentInfo(21_000, 4.97), {
        sku: 'NOU-2026',
        category_id: 1,
      }),
    );
    render(<LiveCar />);
    expect(await screen.findByRole('heading', { name: roFinancing.subscriptionTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: roCatalog.backToList }).getAttribute('href')).toBe(
      '/masini/abonament',
    );
  });

  it('shows the not-found message for an unknown sku', async () => {
    answer({ message: 'Car not found' }, 404);
    render(<LiveCar />);
    expect(await screen.findByRole('heading', { name: roCatalog.carNotFound })).toBeTruthy();
    expect(screen.getByText(roCatalog.redirectingHome)).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    render(<LiveCar />);
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
  });
});
