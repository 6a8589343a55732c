// @vitest-environment jsdom

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIGURES } from '../../domain/business-figures.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { orderReadBackSchema } from '../../domain/order/order-read-back.ts';
import { roCreditAds, roSummary } from '../../i18n/ro.ts';
import { wizardOrder } from '../approval/order.fixture.ts';
import { carDetailFixture } from '../catalog/car.fixture.ts';
import { subscriptionInfo } from '../checkout/order.fixture.ts';
import { financingInfo } from '../financing/payment-info.fixture.ts';
import { ApprovalSummary } from './ApprovalSummary.tsx';
import { summaryRegion, summaryValue as value } from './testing/summary-queries.ts';

const t = roSummary;

function stubCar(car: unknown) {
  const fetch = vi.fn(async (url: string) =>
    url.includes('/cars/')
      ? new Response(JSON.stringify(car), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApprovalSummary', () => {
  it('before the order: the tab order terms priced with the car read from the API, with its photo', async () => {
    const fetch = stubCar(carDetailFixture(financingInfo, { sku: 'B-101' }));
    render(
      <ApprovalSummary
        fees={DEFAULT_FIGURES}
        order={null}
        choice={{ sku: 'B-101', params: DEFAULT_FINANCING_PARAMS, pickupDate: null }}
      />,
    );
    expect(await screen.findByText('Dacia Duster Journey TCe 130')).toBeTruthy();
    expect(value(t.monthlyRate)).toBe(`952,50 RON/luna, cu TVA${roCreditAds.warning}`);
    expect(value(t.dueNow)).toBe('220,00 €');
    expect(summaryRegion().querySelector('img')).not.toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([expect.stringMatching(/\/cars\/B-101$/)]);
  });

  it('a subscription before the order shows the pickup date chosen for it', async () => {
    stubCar(carDetailFixture(subscriptionInfo, { sku: 'S-1', category_id: 1 }));
    render(
      <ApprovalSummary
        fees={DEFAULT_FIGURES}
        order={null}
        choice={{ sku: 'S-1', params: DEFAULT_SUBSCRIPTION_PARAMS, pickupDate: '2026-03-09' }}
      />,
    );
    await waitFor(() => expect(value(t.monthlyPrice)).toBe('484 €/luna, cu TVA'));
    expect(value(t.pickupDate)).toBe('09.03.2026');
    expect(value(t.guaranteeFee)).toBe('800,00 €, platita in lei cu cardul');
  });

  it('once the order exists, its read-back is the truth, fee in lei included', async () => {
    const fetch = stubCar(null);
    const order = v.parse(
      orderReadBackSchema,
      wizardOrder({ months: 60, taxa_rezervare: 220, taxa_rezervare_ron: 1095.05 }),
    );
    // The tab's choice says leasing: the order's credit terms win.
    render(
      <ApprovalSummary
        fees={DEFAULT_FIGURES}
        order={order}
        choice={{ sku: 'X-9', params: { ...DEFAULT_FINANCING_PARAMS, type: 'leasing' }, pickupDate: null }}
      />,
    );
    // The car is read for the order's sku (its photo), not the choice's one.
    await waitFor(() => expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/cars\/A-1$/));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(value(t.product)).toBe('Credit auto');
    expect(value(t.monthlyRate)).toBe(`952,50 RON/luna, cu TVA${roCreditAds.warning}`);
    expect(value(t.dueNow)).toBe('1.095,05 RON');
    expect(screen.getByText('Cod produs: A-1')).toBeTruthy();
  });
});
