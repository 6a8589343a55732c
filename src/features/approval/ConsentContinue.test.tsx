// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roApproval } from '../../i18n/ro.ts';
import { ConsentContinue } from './ConsentContinue.tsx';
import { ORDER_UUID } from './order.fixture.ts';

const r = roApproval.resolution;

function stubApi() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const requests = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit | undefined];
    return `${init?.method} ${url} ${init?.body ?? ''}`.trim();
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConsentContinue without online identification (live mode)', () => {
  it('a subscription says a consultant identifies and signs, and sends one contact request', async () => {
    const fetch = stubApi();
    const leave = vi.fn();
    const user = userEvent.setup();
    render(
      <ConsentContinue uuid={ORDER_UUID} product="carSubscription" leave={leave} identifiesOnline={false} />,
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: r.continue }));
    expect(await screen.findByText(r.identificationByConsultant)).toBeTruthy();
    expect(screen.queryByText(r.preparingSigning)).toBeNull();
    await user.click(screen.getByRole('button', { name: r.contactMe }));
    expect(await screen.findByText(r.contactSent)).toBeTruthy();
    expect(requests(fetch)).toContain(
      `POST /api/client-order/request-contact {"order_code":"${ORDER_UUID}"}`,
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('in test mode a subscription waits for the sandbox identification link instead', async () => {
    stubApi();
    const user = userEvent.setup();
    render(<ConsentContinue uuid={ORDER_UUID} product="carSubscription" leave={vi.fn()} identifiesOnline />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: r.continue }));
    await waitFor(() => expect(screen.getByText(r.preparingSigning)).toBeTruthy());
    expect(screen.queryByText(r.identificationByConsultant)).toBeNull();
  });
});
