// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { financingInfo } from '../financing/payment-info-fixture.ts';
import { ApprovalWizard } from './ApprovalWizard.tsx';

const UUID = '5b8e11aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function order(overrides: Record<string, unknown>) {
  return {
    order_code: UUID,
    credit_type: 'credit',
    sku: 'A-1',
    months: 60,
    downpayment: 55,
    residual: null,
    currency: 1,
    person: 1,
    tip_companie: null,
    check1_result: null,
    check2_result: null,
    rating: null,
    reached_step: 2,
    actionariat_strain: 0,
    dochub_url: null,
    payment_info: JSON.stringify(financingInfo),
    product_name: 'Dacia Logan',
    ...overrides,
  };
}

function stubOrder(body: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = url.includes('/client-order/') ? body : [];
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ApprovalWizard on a bare /aprobare/{uuid}', () => {
  // An undecided individual (rating null) past the obligations step: the browser alone could not
  // tell step 4 from step 2, so the server's reached_step is what must be followed.
  it.each([
    ['individual with obligations stored', order({ reached_step: 4 }), `/aprobare/credit/4/${UUID}`],
    [
      'SRL refused by the registry',
      order({
        credit_type: 'leasing',
        person: 2,
        tip_companie: 1,
        check1_result: 0,
        rating: 0,
        reached_step: 3,
      }),
      `/aprobare/leasing/3/${UUID}`,
    ],
  ])('%s opens the step the order has reached', async (_name, body, path) => {
    stubOrder(body);
    window.history.replaceState(null, '', `/aprobare/${UUID}`);
    render(<ApprovalWizard />);
    await waitFor(() => expect(window.location.pathname).toBe(path));
  });
});
