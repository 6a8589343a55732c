// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApprovalWizard } from './ApprovalWizard.tsx';
import { ORDER_UUID, wizardOrder } from './order-fixture.ts';

const UUID = ORDER_UUID;

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
    ['individual with obligations stored', wizardOrder({ reached_step: 4 }), `/aprobare/credit/4/${UUID}`],
    [
      'SRL refused by the registry',
      wizardOrder({
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
