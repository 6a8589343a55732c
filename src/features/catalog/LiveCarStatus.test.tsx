// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';
import { OfferAction } from '../financing/OfferAction.tsx';
import { $liveVisibility, LiveCarStatus, type LiveCarStatusProps } from './LiveCarStatus.tsx';

const built: LiveCarStatusProps['car'] = {
  sku: 'RL-1006',
  category_id: 2,
  car_visibility_id: 2,
  availability_date: null,
  feature_message: null,
  price: 12_990,
  price_ron: 64_950,
};

function answer(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $liveVisibility.set(null);
});

function renderPage() {
  render(
    <>
      <LiveCarStatus car={built} />
      <OfferAction sku={built.sku} visibility={2} href="/aprobare/RL-1006" onReserve={vi.fn()} />
    </>,
  );
}

describe('LiveCarStatus', () => {
  it('a car reserved since the build reads reserved at once and offers the stock alert', async () => {
    const fetch = answer(() => Response.json({ ...built, car_visibility_id: 4 }));
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe(roCatalog.alreadyReserved);
    expect(screen.getByRole('button', { name: roFinancing.stockAlert })).toBeTruthy();
    expect(screen.queryByRole('link', { name: roFinancing.reserveNow })).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/cars\/RL-1006\?tables=none$/);
    // A browser copy of the answer (max-age) must not hide a reservation made a moment ago.
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });

  it.each([
    ['the API still says in stock', () => Response.json(built)],
    ['the API fails', () => new Response('down', { status: 503 })],
  ])('%s: the page stays as built', async (_case, response) => {
    const fetch = answer(response);
    renderPage();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('link', { name: roFinancing.reserveNow })).toBeTruthy();
  });
});
