// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roApproval, roValidation } from '../../i18n/ro.ts';
import { ORDER_UUID, wizardOrder } from './order.fixture.ts';
import ResolutionStep from './ResolutionStep.tsx';

const r = roApproval.resolution;
const UUID = ORDER_UUID;

function order(overrides: Record<string, unknown>) {
  return wizardOrder({ rating: 1, reached_step: 5, ...overrides });
}

/** Answers GET with the orders in turn (the last one repeats) and records every request. */
function stubOrders(...orders: Record<string, unknown>[]) {
  const queue = [...orders];
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'GET') {
      const next = queue.length > 1 ? queue.shift() : queue[0];
      return new Response(JSON.stringify(next), { status: 200 });
    }
    return new Response(JSON.stringify({}), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const requests = (fetch: ReturnType<typeof stubOrders>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method} ${url} ${init?.body ?? ''}`.trim());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResolutionStep', () => {
  it('approved: requires the consent, stores it and continues to /rezolutie/{uuid}', async () => {
    const fetch = stubOrders(order({}));
    const leave = vi.fn();
    const user = userEvent.setup();
    render(<ResolutionStep uuid={UUID} leave={leave} />);
    expect(await screen.findByRole('heading', { name: r.approvedTitle })).toBeTruthy();
    // A credit customer is never video-identified, and "conform" takes the genitive.
    const consent = (screen.getByRole('checkbox') as HTMLInputElement).labels?.[0]?.textContent ?? '';
    expect(consent).not.toMatch(/video/i);
    expect(consent).toContain('conform informatiilor privind protectia datelor');
    await user.click(screen.getByRole('button', { name: r.continue }));
    expect(screen.getByText(roValidation.fieldRequired)).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: r.continue }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(`/rezolutie/${UUID}`));
    expect(requests(fetch)).toContain(`PUT /api/client-order/${UUID} {"data_protection":true}`);
  });

  it('subscription approved: waits for the identification link and leaves for it', async () => {
    const fetch = stubOrders(
      order({ credit_type: 'carSubscription' }),
      order({ credit_type: 'carSubscription' }),
      order({ credit_type: 'carSubscription', dochub_url: 'http://shop/sandbox/identification/x' }),
    );
    const leave = vi.fn();
    const user = userEvent.setup();
    render(<ResolutionStep uuid={UUID} leave={leave} />);
    expect(await screen.findByText(r.approvedSubscription)).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: r.continue }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://shop/sandbox/identification/x'), {
      timeout: 5000,
    });
    expect(requests(fetch).filter((line) => line.startsWith('GET')).length).toBeGreaterThanOrEqual(3);
  });

  it('refused individual: one contact request, then the success alert and a disabled button', async () => {
    const fetch = stubOrders(order({ rating: 0 }));
    const user = userEvent.setup();
    render(<ResolutionStep uuid={UUID} />);
    expect(await screen.findByText(r.refusedIndividual)).toBeTruthy();
    expect(screen.getByRole('button', { name: r.resubmit })).toBeTruthy();
    const contact = screen.getByRole('button', { name: r.contactMe });
    await user.click(contact);
    expect(await screen.findByText(r.contactSent)).toBeTruthy();
    expect((contact as HTMLButtonElement).disabled).toBe(true);
    await user.click(contact);
    const contactRequests = requests(fetch).filter((line) => line.includes('request-contact'));
    expect(contactRequests).toEqual([`POST /api/client-order/request-contact {"order_code":"${UUID}"}`]);
  });

  it('company outcome 2: guarantor form, resubmitted, then the new approved result', async () => {
    const company = {
      person: 2,
      tip_companie: 1,
      check1_result: 1,
      check2_result: 2,
      reached_step: 3,
      credit_type: 'leasing',
    };
    stubOrders(order({ ...company, rating: 2 }), order({ ...company, rating: 1 }));
    const user = userEvent.setup();
    render(<ResolutionStep uuid={UUID} />);
    expect(await screen.findByText(r.guarantorNeeded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: r.addGuarantor }));
    expect(screen.getAllByText(roValidation.nameRequired).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(new RegExp(`^${r.guarantorName}`)), 'Garant SRL');
    await user.type(screen.getByLabelText(new RegExp(`^${r.guarantorCui}`)), '12345674');
    await user.type(
      screen.getByLabelText(new RegExp(`^${r.guarantorRegister.replace('.', '\\.')}`)),
      'J1/1/2020',
    );
    await user.click(screen.getByRole('button', { name: r.addGuarantor }));
    expect(await screen.findByRole('heading', { name: r.approvedTitle })).toBeTruthy();
  });
});
