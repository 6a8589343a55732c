import { describe, expect, it } from 'vitest';
import { subscriptionInfo } from '../../../features/checkout/order.fixture.ts';
import { financingInfo } from '../../../features/financing/payment-info.fixture.ts';
import { DEFAULT_FIGURES, orderFeeEur } from '../../business-figures.ts';
import type { PaymentInfo, Promotion } from '../../cms-schemas.ts';
import { DEFAULT_FINANCING_PARAMS, DEFAULT_SUBSCRIPTION_PARAMS } from '../../financing/financing-params.ts';
import {
  orderSummary,
  type SummaryDelivery,
  type SummaryFee,
  type SummaryLines,
  type SummaryTerms,
} from './order-summary.ts';

const car = { name: 'Dacia Logan Prestige', sku: 'B-101', photo: 'cars/b-101.jpg' };
const credit: SummaryTerms = { ...DEFAULT_FINANCING_PARAMS, pickupDate: null };
const leasing = (over: Partial<SummaryTerms>): SummaryTerms => ({
  ...credit,
  type: 'leasing',
  upFront: 50,
  residual: 20,
  ...over,
});
const subscription = (over: Partial<SummaryTerms>): SummaryTerms => ({
  ...DEFAULT_SUBSCRIPTION_PARAMS,
  pickupDate: '2026-03-09',
  ...over,
});
const RESERVATION: SummaryFee = { eur: 220, ron: 1095.05 };
const GUARANTEE: SummaryFee = { eur: 800, ron: 3982 };
const UNDECIDED: SummaryDelivery = { kind: 'undecided' };

type Case = [
  string,
  SummaryTerms,
  PaymentInfo | null,
  SummaryFee | null,
  SummaryDelivery,
  Partial<SummaryLines>,
];

describe('orderSummary', () => {
  it.each<Case>([
    [
      'credit, individual, before the order: the panel rate in RON with VAT, the fixed 220 € fee',
      credit,
      financingInfo,
      null,
      UNDECIDED,
      {
        product: 'credit',
        person: 1,
        months: 60,
        downPayment: 55,
        currency: 1,
        residual: null,
        kmPerMonth: null,
        pickupDate: null,
        monthly: { amount: 952.5, currency: 1, vatIncluded: true },
        fee: { kind: 'reservation', eur: 220, ron: null },
        dueNow: { eur: 220, ron: null },
        deliveryPaidLater: null,
      },
    ],
    [
      'credit, individual, order read back, home delivery: the card pays the fee, transport apart',
      credit,
      financingInfo,
      RESERVATION,
      { kind: 'home', total: 217.8 },
      {
        fee: { kind: 'reservation', eur: 220, ron: 1095.05 },
        dueNow: RESERVATION,
        delivery: { kind: 'home', total: 217.8 },
        deliveryPaidLater: 217.8,
      },
    ],
    [
      'leasing, company, RON, residual 20%: the rate without VAT (/1.21), CASCO whole',
      leasing({ person: 2 }),
      financingInfo,
      RESERVATION,
      { kind: 'home', total: 180 },
      {
        product: 'leasing',
        person: 2,
        downPayment: 50,
        residual: 20,
        currency: 1,
        monthly: { amount: 1031.5, currency: 1, vatIncluded: false },
        dueNow: RESERVATION,
        deliveryPaidLater: 180,
      },
    ],
    [
      'leasing, individual, EUR: the variable-rate (LFEURO) instalment, free pickup',
      leasing({ currency: 2 }),
      financingInfo,
      RESERVATION,
      { kind: 'pickup' },
      {
        residual: 20,
        currency: 2,
        monthly: { amount: 110, currency: 2, vatIncluded: true },
        delivery: { kind: 'pickup' },
        deliveryPaidLater: null,
      },
    ],
    [
      'subscription, individual: price table, km and pickup date, the 800 € guarantee',
      subscription({}),
      subscriptionInfo,
      GUARANTEE,
      { kind: 'pickup' },
      {
        product: 'carSubscription',
        months: 12,
        downPayment: null,
        currency: null,
        residual: null,
        kmPerMonth: 1000,
        pickupDate: '2026-03-09',
        monthly: { amount: 484, currency: 2, vatIncluded: true },
        fee: { kind: 'guarantee', eur: 800, ron: 3982 },
        dueNow: GUARANTEE,
      },
    ],
    [
      'subscription, company, 6 months, 1500 km, before the order: without VAT, 800 € guarantee',
      subscription({ person: 2, months: 6, range: 1500 }),
      subscriptionInfo,
      null,
      UNDECIDED,
      {
        person: 2,
        kmPerMonth: 1500,
        monthly: { amount: 454.55, currency: 2, vatIncluded: false },
        fee: { kind: 'guarantee', eur: 800, ron: null },
        dueNow: { eur: 800, ron: null },
      },
    ],
    [
      'home delivery before a county is chosen: no transport figure yet',
      credit,
      financingInfo,
      RESERVATION,
      { kind: 'home', total: null },
      { deliveryPaidLater: null, dueNow: RESERVATION },
    ],
    [
      'a term the tables do not price: no rate rather than another cell',
      { ...credit, months: 48 },
      financingInfo,
      null,
      UNDECIDED,
      { monthly: null },
    ],
    ['the car could not be read: no rate', credit, null, null, UNDECIDED, { monthly: null }],
    [
      'subscription terms against financing tables: no rate',
      subscription({}),
      financingInfo,
      null,
      UNDECIDED,
      { monthly: null },
    ],
  ])('%s', (_case, terms, paymentInfo, fee, delivery, expected) => {
    // null: before the order exists, the fee in EUR the site was built with (the settings').
    const before = { eur: orderFeeEur(terms.type, DEFAULT_FIGURES), ron: null };
    const lines = orderSummary({ car, terms, paymentInfo, fee: fee ?? before, delivery, promotions: [] });
    expect(lines).toMatchObject(expected);
    expect(lines.car).toEqual(car);
  });
});

describe('orderSummary with promotions (issue 31.2)', () => {
  const FREE: Promotion = { kind: 'free_delivery', name: 'Livrare gratuita' };
  const HALF: Promotion = { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 };
  it.each<[string, SummaryTerms, PaymentInfo, readonly Promotion[], SummaryDelivery, Partial<SummaryLines>]>([
    [
      'a first-month discount halves the first month of the monthly price',
      subscription({}),
      subscriptionInfo,
      [HALF],
      UNDECIDED,
      {
        monthly: { amount: 484, currency: 2, vatIncluded: true },
        firstMonth: { percent: 50, discount: 242, price: 242 },
      },
    ],
    [
      'a company: the first month on the price without VAT',
      subscription({ person: 2 }),
      subscriptionInfo,
      [HALF],
      UNDECIDED,
      { firstMonth: { percent: 50, discount: 200, price: 200 } },
    ],
    [
      'no discount: no first month',
      subscription({}),
      subscriptionInfo,
      [FREE],
      UNDECIDED,
      { firstMonth: null },
    ],
    [
      'free delivery: its label, and nothing to pay later',
      credit,
      financingInfo,
      [FREE],
      { kind: 'home', total: 0 },
      { freeDelivery: 'Livrare gratuita', deliveryPaidLater: null, firstMonth: null },
    ],
    [
      'no promotion: the transport is paid later',
      credit,
      financingInfo,
      [],
      { kind: 'home', total: 181.5 },
      { freeDelivery: null, deliveryPaidLater: 181.5 },
    ],
  ])('%s', (_case, terms, paymentInfo, promotions, delivery, expected) => {
    const fee = { eur: orderFeeEur(terms.type, DEFAULT_FIGURES), ron: null };
    expect(orderSummary({ car, terms, paymentInfo, fee, delivery, promotions })).toMatchObject(expected);
  });
});
