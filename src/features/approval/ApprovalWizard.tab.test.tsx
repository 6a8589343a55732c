// @vitest-environment jsdom
/**
 * The wizard and this tab's order in progress (issue 31): another tab's choices do not change
 * the order being made here, Back to step 1 corrects the order instead of creating a second one,
 * what was typed survives a reload, and the spec's /aprobare/abonament/1 opens the subscription.
 */

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIGURES } from '../../domain/business-figures.ts';
import { pickupWindow } from '../../domain/catalog/pickup-date.ts';
import { todayIn } from '../../domain/dates.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  withType,
} from '../../domain/financing/financing-params.ts';
import { roApproval } from '../../i18n/ro.ts';
import { saveFinancingParams } from '../../stores/financing.ts';
import { saveCarSku } from '../../stores/order.ts';
import {
  $drafts,
  $orderInProgress,
  endOrderInProgress,
  orderCreated,
  saveDraft,
  startOrder,
} from '../../stores/order-in-progress.ts';
import { carDetailFixture } from '../catalog/car.fixture.ts';
import { financingInfo } from '../financing/payment-info.fixture.ts';
import { ApprovalWizard } from './ApprovalWizard.tsx';
import { ORDER_UUID, wizardOrder } from './order.fixture.ts';

const a = roApproval;
const LEASING = withType(DEFAULT_FINANCING_PARAMS, 'leasing');
const ANSWERS = {
  nume: 'Popescu',
  prenume: 'Ana',
  telefon: '+40712345678',
  email: 'ana@example.ro',
  email_confirm: 'ana@example.ro',
  data_nasterii: '1990-04-12',
  judet: '1',
  localitate: 'Cluj-Napoca',
  strada: 'Str. Memorandumului 10',
  cod_postal: '400001',
  data_protection: true,
  terms_condition: true,
};
const theOrder = wizardOrder({ credit_type: 'leasing', sku: 'B-101', downpayment: LEASING.upFront });

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: Record<string, unknown>;
  readonly key: string | undefined;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as the wizard sees it; what it sends to /client-order is kept. */
function stubApi() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/counties') return json([{ id: 1, name: 'Cluj', delivery_price: 100 }]);
    if (url === '/api/counties/1') return json([{ id: 10, name: 'Cluj-Napoca', postal_code: '400001' }]);
    if (url.includes('/cars/')) {
      const sku = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
      return json(carDetailFixture(financingInfo, { sku }));
    }
    if (url.startsWith('/api/client-order')) {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      if (method !== 'GET') {
        sent.push({ method, url, body: JSON.parse(String(init?.body)), key: headers['Idempotency-Key'] });
      }
      return method === 'POST' ? json(ORDER_UUID, 201) : json(theOrder);
    }
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const carsRead = () => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/cars/'));
  return { sent, carsRead };
}

const lazyStep = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  endOrderInProgress();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endOrderInProgress();
  window.history.replaceState(null, '', '/');
});

/** Step 1 of a leasing for B-101 with the contact answers kept, sent with "Continua". */
async function createFromStep1(user: ReturnType<typeof userEvent.setup>) {
  startOrder({ sku: 'B-101', params: LEASING, pickupDate: null });
  saveDraft(1, ANSWERS);
  window.history.replaceState(null, '', '/aprobare/leasing/1');
  render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
  expect(await screen.findByDisplayValue('Popescu', undefined, lazyStep)).toBeTruthy();
  await screen.findByRole('option', { name: 'Cluj-Napoca' });
  return async () => {
    await user.click(screen.getByRole('button', { name: a.next }));
    await waitFor(() => expect(window.location.pathname).toBe(`/aprobare/leasing/2/${ORDER_UUID}`));
  };
}

describe('ApprovalWizard and a second tab', () => {
  it("keeps this tab's car and terms when another tab chooses another car", async () => {
    const { sent, carsRead } = stubApi();
    const user = userEvent.setup();
    const send = await createFromStep1(user);
    const { key } = $orderInProgress.get() ?? { key: '' };
    // The other tab: another car, a credit this time (its stores are shared through localStorage).
    act(() => {
      saveFinancingParams(DEFAULT_FINANCING_PARAMS);
      saveCarSku('C-7');
    });
    expect(await screen.findByText('Cod produs: B-101')).toBeTruthy();
    expect(screen.queryByText('Cod produs: C-7')).toBeNull();
    await send();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/client-order', key });
    expect(sent[0]?.body).toMatchObject({
      sku: 'B-101',
      credit_type: 'leasing',
      downpayment: LEASING.upFront,
      residual: LEASING.residual,
    });
    expect(carsRead().every((url) => url.endsWith('/cars/B-101'))).toBe(true);
  }, 30_000);
});

describe('ApprovalWizard and the Back button', () => {
  it('shows step 1 with the answers sent and corrects the same order, never creating a second', async () => {
    const { sent } = stubApi();
    const user = userEvent.setup();
    const send = await createFromStep1(user);
    await send();
    await screen.findByRole('combobox', { name: /^Stare civila/ }, lazyStep);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.pathname).toBe(`/aprobare/leasing/1/${ORDER_UUID}`));
    const lastName = (await screen.findByDisplayValue('Popescu', undefined, lazyStep)) as HTMLInputElement;
    expect(screen.getByDisplayValue('Str. Memorandumului 10')).toBeTruthy();
    await user.clear(lastName);
    await user.type(lastName, 'Ionescu');
    await user.click(screen.getByRole('button', { name: a.next }));

    await waitFor(() => expect(window.location.pathname).toBe(`/aprobare/leasing/2/${ORDER_UUID}`));
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/client-order',
      `PUT /api/client-order/${ORDER_UUID}`,
    ]);
    expect(sent[1]?.body).toMatchObject({ nume: 'Ionescu', email: 'ana@example.ro' });
    // The terms are the order's: a correction does not send them.
    expect(sent[1]?.body).not.toHaveProperty('sku');
  }, 30_000);

  it('an older step-1 entry without the order code leads to the order this tab created', async () => {
    stubApi();
    startOrder({ sku: 'B-101', params: LEASING, pickupDate: null });
    orderCreated(ORDER_UUID);
    window.history.replaceState(null, '', '/aprobare/leasing/1');
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    await waitFor(() => expect(window.location.pathname).toBe(`/aprobare/leasing/1/${ORDER_UUID}`));
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${a.lastName}`) })).toBeNull();
  });
});

describe('ApprovalWizard drafts', () => {
  it('keeps what was typed on step 1 in this tab, so the form opens with it again', async () => {
    stubApi();
    const user = userEvent.setup();
    startOrder({ sku: 'B-101', params: LEASING, pickupDate: null });
    window.history.replaceState(null, '', '/aprobare/leasing/1');
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    const lastName = await screen.findByRole('textbox', { name: new RegExp(`^${a.lastName}`) }, lazyStep);
    await user.type(lastName, 'Popescu');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${a.phone}`) }), '712345678');
    await waitFor(() => expect($drafts.get()['1']).toMatchObject({ nume: 'Popescu' }));
    expect(JSON.parse(sessionStorage.getItem('approvalDrafts') ?? '{}')).toMatchObject({
      '1': { nume: 'Popescu', telefon: '+40712345678' },
    });
    expect(localStorage.getItem('approvalDrafts')).toBeNull();

    cleanup();
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    expect(await screen.findByDisplayValue('Popescu', undefined, lazyStep)).toBeTruthy();
    expect(screen.getByDisplayValue('+40712345678')).toBeTruthy();
  }, 30_000);
});

describe('ApprovalWizard on the spec address /aprobare/abonament/1', () => {
  it('opens the subscription step 1 under its package name', async () => {
    stubApi();
    const pickupDate = pickupWindow(null, todayIn()).earliest;
    startOrder({ sku: 'S-1', params: DEFAULT_SUBSCRIPTION_PARAMS, pickupDate });
    window.history.replaceState(null, '', '/aprobare/abonament/1');
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    await waitFor(() => expect(window.location.pathname).toBe('/aprobare/carSubscription/1'));
    expect(await screen.findByRole('heading', { name: a.steps.contact })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: new RegExp(`^${a.lastName}`) }, lazyStep)).toBeTruthy();
  }, 30_000);
});
