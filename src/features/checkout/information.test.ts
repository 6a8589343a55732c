import { describe, expect, it } from 'vitest';
import { parseOrderReadBack } from '../../domain/order/order-read-back.ts';
import { informationOf } from './information.ts';
import { creditOrder, leasingCompanyOrder, type RawOrder, subscriptionOrder } from './order.fixture.ts';

function info(raw: RawOrder) {
  const order = parseOrderReadBack(raw);
  if (!order) throw new Error('fixture is not a checkout order');
  return informationOf(order, '/api');
}

describe('informationOf', () => {
  it.each<[string, RawOrder, Record<string, unknown>]>([
    [
      'credit, individual RON: credit value, rate with VAT and CASCO, down payment',
      creditOrder(),
      { kind: 'credit', currency: 1, amount: 45000, monthly: 952.5, downPayment: 55000, vatIncluded: true },
    ],
    [
      // (1210 - 181,50 CASCO) / 1.21 + 181,50: insurance carries no VAT.
      'leasing, company RON: amounts without VAT (/1.21), CASCO whole',
      leasingCompanyOrder({ currency: 1 }),
      {
        kind: 'leasing',
        currency: 1,
        amount: 50000,
        monthly: 1031.5,
        downPayment: 50000,
        vatIncluded: false,
      },
    ],
    [
      'subscription, individual: monthly price of the term and km',
      subscriptionOrder(),
      { kind: 'subscription', monthly: 484, months: 12, pickupDate: '2026-03-09' },
    ],
    [
      'subscription, company: monthly price without VAT',
      subscriptionOrder({ person: 2, monthly_km_included: 3000, months: 6 }),
      { kind: 'subscription', monthly: 553.72, months: 6 },
    ],
  ])('%s', (_case, raw, expected) => {
    expect(info(raw)).toMatchObject(expected);
  });

  it('links the schedule PDF with the order terms', () => {
    const result = info(leasingCompanyOrder({ currency: 1 }));
    expect(result && 'scheduleUrl' in result ? result.scheduleUrl : null).toBe(
      '/api/timetable?type=leasing&months=60&downpayment=50&residual=20&currency=RON&person=juridica&sku=B-101',
    );
  });

  it('is null when the tables no longer hold the order terms', () => {
    expect(info(creditOrder({ months: 36 }))).toBeNull();
  });
});

describe('parseOrderReadBack', () => {
  it.each<[string, RawOrder]>([
    ['payment_info not JSON', creditOrder({ payment_info: '{oops' })],
    ['unknown product', creditOrder({ credit_type: 'rent' })],
    ['missing fee', creditOrder({ taxa_rezervare_ron: undefined })],
  ])('rejects %s', (_case, raw) => {
    expect(parseOrderReadBack(raw)).toBeNull();
  });
});
