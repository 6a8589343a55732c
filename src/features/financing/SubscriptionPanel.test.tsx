// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { firstMonthPrice } from '../../domain/catalog/promotions.ts';
import { firstMonthText, subscriptionMonthlyText } from '../../domain/financing/offer-text.ts';
import { subscriptionPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { roFinancing, roValidation } from '../../i18n/ro.ts';
import { $financialPackagePrice, $financingParams } from '../../stores/financing.ts';
import { $carSKU, $dataPreluare, clearShopStorage } from '../../stores/order.ts';
import { freshPanelPage } from './panel-page.fixture.ts';
import type { PickupPickerOptions } from './pickup-date-picker.ts';
import { SubscriptionPanel } from './SubscriptionPanel.tsx';

const picker = vi.hoisted(() => ({
  attach: vi.fn(),
  open: vi.fn(),
  destroy: vi.fn(),
}));
vi.mock('./pickup-date-picker.ts', () => ({
  attachPickupPicker: (input: HTMLInputElement, options: PickupPickerOptions) => {
    picker.attach(input, options);
    return { open: picker.open, destroy: picker.destroy };
  },
}));

const info = subscriptionPaymentInfo(27_900, 4.97);
const SKU = 'A-1007';
const TODAY = '2026-06-15'; // a Monday: the window runs from Wednesday 17.06 to 15.07
const text = roFinancing;
const never = (): never => {
  throw new Error('expected a first month');
};

function panel(overrides: Partial<Parameters<typeof SubscriptionPanel>[0]> = {}) {
  return (
    <SubscriptionPanel
      sku={SKU}
      visibility={2}
      availabilityDate={null}
      paymentInfo={info}
      today={TODAY}
      {...overrides}
    />
  );
}
const slider = (name: string) => screen.getByRole('slider', { name });
const dateField = () => screen.getByRole('textbox', { name: text.pickupDate }) as HTMLInputElement;
const shownPrice = () => document.querySelector('.offer-monthly__amount')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
  freshPanelPage();
  picker.attach.mockClear();
  picker.open.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SubscriptionPanel', () => {
  it('renders the default price (12 months, 1000 km, individual) in its server HTML', () => {
    const html = renderToString(panel());
    expect(html).toContain(subscriptionMonthlyText(info.price_table['1000'].price_months_12));
    expect(html).toContain(text.allCostsIncludedWithVat);
    expect(html).toContain(text.pickupPlaceholder);
  });

  it('labels the company price as without VAT (the table price divided by 1.21)', () => {
    render(panel());
    const note = () => document.querySelector('.offer-monthly__note')?.textContent;
    expect(note()).toBe(text.allCostsIncludedWithVat);
    fireEvent.change(slider(text.subscriptionPerson), { target: { value: '2' } });
    const withVat = info.price_table['1000'].price_months_12;
    expect(shownPrice()).toBe(subscriptionMonthlyText(Math.round((withVat / 1.21) * 100) / 100));
    expect(note()).toBe(text.allCostsIncludedWithoutVat);
    expect(note()).toContain('fara TVA');
  });

  it.each([
    [text.subscriptionDuration, '6', '3', '3 luni', { months: 3 }],
    [text.subscriptionDuration, '3', '9', '12 luni', { months: 12 }],
    [text.subscriptionKm, '1000', '2500', '3.000 km/luna', { range: 3000 }],
    [text.subscriptionKm, '1000', '1500', '1.500 km/luna', { range: 1500 }],
    [text.subscriptionPerson, '1', '2', text.company, { person: 2 }],
  ])('%s moved from %s to %s reads %s and saves it', (name, from, position, label, saved) => {
    render(panel());
    fireEvent.change(slider(name), { target: { value: from } });
    fireEvent.change(slider(name), { target: { value: position } });
    expect(slider(name).getAttribute('aria-valuetext')).toBe(label);
    expect($financingParams.get()).toMatchObject({ type: 'carSubscription', currency: 2, ...saved });
    expect($carSKU.get()).toBe(SKU);
  });

  it('shows the first month of a first-month discount, on the price the person sees (issue 31.2)', () => {
    const half = { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 } as const;
    render(panel({ promotions: [half] }));
    const first = () => document.querySelector('.offer-monthly__first')?.textContent;
    const monthly = info.price_table['1000'].price_months_12;
    expect(first()).toBe(
      `${text.firstMonth}: ${firstMonthText(firstMonthPrice(monthly, [half]) ?? never())}`,
    );
    fireEvent.change(slider(text.subscriptionPerson), { target: { value: '2' } });
    const company = Math.round((monthly / 1.21) * 100) / 100;
    expect(first()).toBe(
      `${text.firstMonth}: ${firstMonthText(firstMonthPrice(company, [half]) ?? never())}`,
    );
  });

  it('shows no first month without the promotion', () => {
    render(panel({ promotions: [{ kind: 'free_delivery', name: 'Livrare gratuita' }] }));
    expect(document.querySelector('.offer-monthly__first')).toBeNull();
  });

  it('prices 6 months at 3000 km from the table and stores the monthly price', () => {
    render(panel());
    fireEvent.change(slider(text.subscriptionDuration), { target: { value: '6' } });
    fireEvent.change(slider(text.subscriptionKm), { target: { value: '2500' } });
    const expected = info.price_table['3000'].price_months_6;
    expect(shownPrice()).toBe(subscriptionMonthlyText(expected));
    expect($financialPackagePrice.get()).toBe(expected);
  });

  it('keeps its terms in the address, and a shared quote reopens the same price', () => {
    const first = render(panel());
    fireEvent.change(slider(text.subscriptionDuration), { target: { value: '6' } });
    fireEvent.change(slider(text.subscriptionKm), { target: { value: '2500' } });
    expect(window.location.search).toBe('?tip=abonament&persoana=pf&luni=6&km=3000');
    const shown = shownPrice();
    first.unmount();
    clearShopStorage();
    render(panel());
    expect(shownPrice()).toBe(shown);
    expect($financialPackagePrice.get()).toBe(info.price_table['3000'].price_months_6);
  });

  it('Rezerva acum without a date opens the picker and stays on the page', async () => {
    const user = userEvent.setup();
    render(panel());
    const reserve = screen.getByRole('link', { name: text.reserveNow });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reserve.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(picker.open).toHaveBeenCalled());
    expect(picker.attach).toHaveBeenCalledTimes(1);
    expect(picker.attach.mock.calls[0]?.[0]).toBe(dateField());
    expect(picker.attach.mock.calls[0]?.[1]).toMatchObject({
      window: { earliest: '2026-06-17', latest: '2026-07-15' },
    });
    expect($dataPreluare.get()).toBeNull();
    await user.click(dateField());
    expect(picker.attach).toHaveBeenCalledTimes(1);
  });

  it('moves a typed weekend date to Monday and reserves with it', async () => {
    const user = userEvent.setup();
    render(panel());
    await user.type(dateField(), '20.06.2026');
    await user.tab();
    expect(dateField().value).toBe('22.06.2026');
    const reserve = screen.getByRole('link', { name: text.reserveNow });
    expect(reserve.getAttribute('href')).toBe('/aprobare/carSubscription/1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reserve.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect($dataPreluare.get()).toBe('2026-06-22');
    expect($carSKU.get()).toBe(SKU);
    expect($financingParams.get()).toMatchObject({
      type: 'carSubscription',
      person: 1,
      months: 12,
      range: 1000,
    });
  });

  it('moves a weekend day picked in the calendar to Monday', async () => {
    render(panel());
    fireEvent.focus(dateField());
    await waitFor(() => expect(picker.attach).toHaveBeenCalled());
    const options = picker.attach.mock.calls[0]?.[1] as PickupPickerOptions;
    options.onPick('2026-06-27');
    await waitFor(() => expect(dateField().value).toBe('29.06.2026'));
  });

  it.each([['31.02.2026'], ['ieri'], ['16.06.2026'], ['20.07.2026']])(
    'refuses %s with the picker error',
    async (typed) => {
      const user = userEvent.setup();
      render(panel());
      await user.type(dateField(), typed);
      await user.tab();
      expect(screen.getByRole('alert').textContent).toBe(roValidation.dateInputInvalid);
      expect(dateField().getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('counts the window from the availability date', async () => {
    const user = userEvent.setup();
    render(panel({ availabilityDate: '2026-07-01' }));
    await user.type(dateField(), '02.07.2026');
    await user.tab();
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.clear(dateField());
    await user.type(dateField(), '03.07.2026');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links the offer for the chosen terms and the PID', () => {
    render(panel());
    fireEvent.change(slider(text.subscriptionDuration), { target: { value: '6' } });
    const offer = screen.getByRole('link', { name: text.downloadOffer });
    const url = new URL(offer.getAttribute('href') ?? '', 'http://shop');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: 'carSubscription',
      months: '6',
      monthly_km_included: '1000',
      sku: SKU,
    });
    expect(offer.getAttribute('download')).toBe(`oferta-carSubscription-${SKU}.pdf`);
    expect(screen.getByRole('link', { name: text.downloadPid })).toBeTruthy();
  });

  it('opened from the e-mail of "Trimite-mi oferta", takes the saved terms and states until when they hold', async () => {
    const token = 'B'.repeat(43);
    const body = {
      status: 'valid',
      sku: SKU,
      terms: 'tip=abonament&persoana=pj&luni=6&km=2000',
      expires_at: '2026-07-15T07:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    window.history.replaceState(null, '', `/masina/${SKU}?oferta=${token}`);
    render(panel());
    const notice =
      'Oferta salvata, cu conditiile trimise pe e-mail. Este valabila pana la 15.07.2026, ora 10:00.';
    expect((await screen.findByText(notice)).closest('[role="status"]')).not.toBeNull();
    expect($financingParams.get()).toMatchObject({
      type: 'carSubscription',
      person: 2,
      months: 6,
      range: 2000,
    });
    expect(window.location.search).toBe(`?oferta=${token}&tip=abonament&persoana=pj&luni=6&km=2000`);
    expect(screen.getByRole('link', { name: 'Trimite-mi oferta' }).getAttribute('href')).toBe(
      '#trimite-oferta',
    );
    vi.unstubAllGlobals();
  });

  it('offers the stock alert instead of the reservation for a reserved car', async () => {
    const user = userEvent.setup();
    const listener = vi.fn();
    window.addEventListener('hashchange', listener);
    render(panel({ visibility: 4 }));
    expect(screen.queryByRole('link', { name: text.reserveNow })).toBeNull();
    await user.click(screen.getByRole('button', { name: text.stockAlert }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#alerta-stoc');
    window.removeEventListener('hashchange', listener);
  });
});
