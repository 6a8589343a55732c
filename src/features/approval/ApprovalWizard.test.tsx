// @vitest-environment jsdom

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIGURES } from '../../domain/business-figures.ts';
import { ApprovalWizard } from './ApprovalWizard.tsx';
import { ORDER_UUID, wizardOrder } from './order.fixture.ts';

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
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    await waitFor(() => expect(window.location.pathname).toBe(path));
  });
});

describe('ApprovalWizard on a paid order', () => {
  // The e-mail's "Puteti continua cererea oricand" link stays valid after payment: it must not open
  // step 5 ("Mai aveti doi pasi…") of an order that has nothing left to do.
  it.each([
    ['the bare e-mail link', `/aprobare/${UUID}`],
    ['a step address', `/aprobare/carSubscription/5/${UUID}`],
  ])('%s leads to the result page and shows no step', async (_name, path) => {
    stubOrder(wizardOrder({ credit_type: 'carSubscription', rating: 1, reached_step: 5, paid: 1 }));
    window.history.replaceState(null, '', path);
    const leave = vi.fn();
    render(<ApprovalWizard leave={leave} fees={DEFAULT_FIGURES} />);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`/complete/${UUID}`));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(window.location.pathname).toBe(path);
  });
});

describe('ApprovalWizard while a company check runs', () => {
  it('asks for the order once per 10-second tick, also on the tick that finds the check done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    try {
      const company = { credit_type: 'leasing', person: 2, tip_companie: 1, reached_step: 1 };
      let checkDone = false;
      const fetch = vi.fn(async (url: string) =>
        Response.json(
          url.includes('/client-order/')
            ? wizardOrder({
                ...company,
                check1_result: checkDone ? 1 : null,
                reached_step: checkDone ? 2 : 1,
              })
            : [],
        ),
      );
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', `/aprobare/leasing/1/${UUID}`);
      render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
      const orderGets = () =>
        fetch.mock.calls.filter(([url]) => String(url).includes(`/client-order/${UUID}`));
      // The wizard's read of the order, then the wait's first poll. React renders the answer on a
      // real macrotask, which advancing fake timers alone does not run (vi.waitFor yields to it).
      await vi.waitFor(() => expect(orderGets().length).toBe(2));
      let before = orderGets().length;
      for (let tick = 1; tick <= 2; tick += 1) {
        await vi.advanceTimersByTimeAsync(10_000);
        expect(orderGets().length).toBe(before + tick);
      }
      before = orderGets().length;
      checkDone = true;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(window.location.pathname).toBe(`/aprobare/leasing/2/${UUID}`);
      // The company details form is a lazily loaded chunk: wait for it in real time.
      await vi.waitFor(
        () => expect(screen.getByRole('combobox', { name: /^Fluctuatia de personal/ })).toBeTruthy(),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
      // The poll's answer is handed to the wizard: no second read of the same order.
      expect(orderGets().length).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ApprovalWizard revisiting step 2 through its tab', () => {
  it('shows the personal information the order already holds', async () => {
    stubOrder(
      wizardOrder({
        reached_step: 4,
        stare_civila: 2,
        studii: 'S',
        stare_locativa: 'R',
        nr_angajati: 3,
        avut_credite: 1,
        avut_intarzieri_credit: 0,
      }),
    );
    window.history.replaceState(null, '', `/aprobare/credit/2/${UUID}`);
    render(<ApprovalWizard fees={DEFAULT_FIGURES} />);
    const select = async (label: string) =>
      (await screen.findByRole(
        'combobox',
        { name: new RegExp(`^${label}`) },
        // The step's form is a lazily loaded chunk: slow on a busy machine.
        { timeout: 10_000 },
      )) as HTMLSelectElement;
    expect((await select('Stare civila')).value).toBe('2');
    expect((await select('Studii')).value).toBe('S');
    expect((await select('Stare locativa')).value).toBe('R');
    expect((await select('Numarul de angajati')).value).toBe('3');
    expect((await select('Ati mai avut credite')).value).toBe('1');
    expect((await select('Ati avut intarzieri')).value).toBe('0');
  });
});
