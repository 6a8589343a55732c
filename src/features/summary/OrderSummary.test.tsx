// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FINANCING_PARAMS } from '../../domain/financing/financing-params.ts';
import { parseOrderReadBack } from '../../domain/order/order-read-back.ts';
import type { SummaryDelivery } from '../../domain/order/summary/order-summary.ts';
import { summaryFromOrder } from '../../domain/order/summary/summary-sources.ts';
import { roCheckout, roCreditAds, roFinancing, roSummary } from '../../i18n/ro.ts';
import {
  creditOrder,
  leasingCompanyOrder,
  type RawOrder,
  subscriptionOrder,
} from '../checkout/order.fixture.ts';
import { fakeApi, json } from '../checkout/testing/fake-api.ts';
import { financingInfo } from '../financing/payment-info.fixture.ts';
import { PaymentStepWithSummary } from './CheckoutSummary.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { summaryRegion as region, summaryValue as value } from './testing/summary-queries.ts';

const t = roSummary;

function order(raw: RawOrder) {
  const parsed = parseOrderReadBack(raw);
  if (!parsed) throw new Error('bad fixture');
  return parsed;
}

function renderSummary(raw: RawOrder, delivery: SummaryDelivery = { kind: 'pickup' }) {
  const found = order(raw);
  render(<OrderSummary input={summaryFromOrder(found, found.payment_info, null, delivery)} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderSummary', () => {
  it('credit for an individual: car, terms, rate with VAT, fee in lei at the order rate, total', () => {
    renderSummary(creditOrder());
    expect(within(region()).getByText('Dacia Logan Prestige')).toBeTruthy();
    expect(within(region()).getByText('Cod produs: B-101')).toBeTruthy();
    expect(value(t.product)).toBe('Credit auto');
    expect(value(t.person)).toBe('Persoana fizica');
    expect(value(t.duration)).toBe('60 de luni (5 ani)');
    expect(value(t.downPayment)).toBe('55%');
    expect(value(t.currency)).toBe('RON');
    expect(value(t.monthlyRate)).toBe(`952,50 RON/luna, cu TVA${roCreditAds.warning}`);
    expect(value(t.reservationFee)).toBe('1.095,05 RON (echivalentul a 220,00 €)');
    expect(value(t.delivery)).toBe(t.pickupFree);
    expect(value(t.dueNow)).toBe('1.095,05 RON');
    expect(within(region()).getByText('De plata acum: 1.095,05 RON')).toBeTruthy();
    expect(within(region()).queryByText(t.residual)).toBeNull();
  });

  it('leasing for a company: residual, the rate without VAT, transport stored and paid apart', () => {
    renderSummary(leasingCompanyOrder({ currency: 1 }), { kind: 'home', total: 150 });
    expect(value(t.product)).toBe('Leasing financiar');
    expect(value(t.person)).toBe('Persoana juridica');
    expect(value(t.residual)).toBe('20%');
    expect(value(t.monthlyRate)).toBe('1.031,50 RON/luna, fara TVA');
    expect(value(t.delivery)).toBe(`Livrare la domiciliu: 150,00 €, fara TVA${t.deliveryPaidLater}`);
    expect(value(t.dueNow)).toBe('1.095,05 RON');
  });

  it('subscription: monthly price, km, pickup date, the guarantee', () => {
    renderSummary(subscriptionOrder());
    expect(value(t.product)).toBe('Abonament auto');
    expect(value(t.duration)).toBe('12 luni (1 an)');
    expect(value(t.kmPerMonth)).toBe('1.000 km/luna');
    expect(value(t.pickupDate)).toBe('09.03.2026');
    expect(value(t.monthlyPrice)).toBe('484 €/luna, cu TVA');
    expect(value(t.guaranteeFee)).toBe('3.982,00 RON (echivalentul a 800,00 €)');
    expect(value(t.dueNow)).toBe('3.982,00 RON');
    expect(within(region()).queryByText(t.downPayment)).toBeNull();
  });

  it.each([
    [6, '6 luni'],
    [3, '3 luni'],
  ])('subscription of %i months: the duration without a part year ("6 luni (0,5 ani)")', (months, label) => {
    renderSummary(subscriptionOrder({ months }));
    expect(value(t.duration)).toBe(label);
  });

  it('a subscription placed with a first-month discount shows its first month (issue 31.2)', () => {
    renderSummary(
      subscriptionOrder({
        promotions: [{ kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 }],
      }),
    );
    expect(value(t.monthlyPrice)).toBe('484 €/luna, cu TVA');
    expect(value(roFinancing.firstMonth)).toBe('242,00 € (reducere 50%: -242,00 €)');
  });

  it('a company sees the first month without VAT, like its monthly price', () => {
    renderSummary(
      subscriptionOrder({
        person: 2,
        tip_companie: 1,
        promotions: [{ kind: 'first_month_discount', name: 'Prima luna -25%', percent: 25 }],
      }),
    );
    // 484 / 1.21 = 400; a quarter off.
    expect(value(t.monthlyPrice)).toBe('400 €/luna, fara TVA');
    expect(value(roFinancing.firstMonth)).toBe('300,00 € (reducere 25%: -100,00 €)');
  });

  it('no first-month line without the promotion', () => {
    renderSummary(subscriptionOrder({ promotions: [{ kind: 'free_delivery', name: 'Livrare gratuita' }] }));
    expect(within(region()).queryByText(roFinancing.firstMonth)).toBeNull();
    expect(value(t.delivery)).toBe(t.pickupFree);
  });

  it('before the order exists: the fixed EUR fee, paid in lei by card', () => {
    render(
      <OrderSummary
        input={{
          car: { name: 'B-101', sku: 'B-101', photo: null },
          terms: { ...DEFAULT_FINANCING_PARAMS, pickupDate: null },
          paymentInfo: financingInfo,
          fee: { eur: 220, ron: null },
          delivery: { kind: 'undecided' },
          promotions: [],
        }}
      />,
    );
    expect(value(t.reservationFee)).toBe('220,00 €, platita in lei cu cardul');
    expect(value(t.delivery)).toBe(t.deliveryUndecided);
    expect(value(t.dueNow)).toBe('220,00 €');
  });

  it.each([
    [true, true],
    [false, false],
  ])('a wide screen (%s) opens the details: %s', (wide, open) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query.includes('min-width') }));
    renderSummary(creditOrder());
    expect(region().querySelector('details')?.open).toBe(open);
  });
});

describe('PaymentStepWithSummary', () => {
  it('follows the delivery being chosen and keeps the total at what the card is charged', async () => {
    fakeApi({
      'GET /counties/': () => json([{ id: 21, name: 'Pascani', postal_code: '705200' }]),
      'GET /counties': () => json([{ id: 2, name: 'Iasi', delivery_price: 150 }]),
    });
    const user = userEvent.setup();
    render(<PaymentStepWithSummary order={order(creditOrder())} car={null} />);
    expect(value(t.delivery)).toBe(t.pickupFree);
    await user.click(screen.getByRole('radio', { name: roCheckout.homeDelivery }));
    expect(value(t.delivery)).toBe(t.homeDeliveryNoCounty);
    await screen.findByRole('option', { name: 'Iasi' });
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${roCheckout.countyLabel}`)), 'Iasi');
    expect(value(t.delivery)).toBe(`Livrare la domiciliu: 181,50 €, cu TVA${t.deliveryPaidLater}`);
    expect(value(t.dueNow)).toBe('1.095,05 RON');
    await user.click(screen.getByRole('radio', { name: roCheckout.pickupFree }));
    expect(value(t.delivery)).toBe(t.pickupFree);
  });

  it('an order placed with free delivery: home delivery costs 0 in every county (issue 31.2)', async () => {
    fakeApi({
      'GET /counties/': () => json([{ id: 21, name: 'Pascani', postal_code: '705200' }]),
      'GET /counties': () => json([{ id: 2, name: 'Iasi', delivery_price: 150 }]),
    });
    const user = userEvent.setup();
    const free = creditOrder({ promotions: [{ kind: 'free_delivery', name: 'Livrare gratuita' }] });
    render(<PaymentStepWithSummary order={order(free)} car={null} />);
    await user.click(screen.getByRole('radio', { name: roCheckout.homeDelivery }));
    const freeText = 'Livrare la domiciliu: 0,00 € (promotia Livrare gratuita)';
    expect(value(t.delivery)).toBe(freeText);
    await screen.findByRole('option', { name: 'Iasi' });
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${roCheckout.countyLabel}`)), 'Iasi');
    expect(value(t.delivery)).toBe(freeText);
    expect(screen.getByText('Cost transport: 0,00 € (livrare gratuita)')).toBeTruthy();
    expect(value(t.dueNow)).toBe('1.095,05 RON');
  });
});
