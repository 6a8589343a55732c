import { describe, expect, it } from 'vitest';
import { carDetailFixture } from '../../../features/catalog/car.fixture.ts';
import { creditOrder, leasingCompanyOrder } from '../../../features/checkout/order.fixture.ts';
import { financingInfo } from '../../../features/financing/payment-info.fixture.ts';
import { DEFAULT_FINANCING_PARAMS } from '../../financing/financing-params.ts';
import { parseOrderReadBack } from '../order-read-back.ts';
import { storedDelivery, summaryFromOrder, summaryFromStores } from './summary-sources.ts';

describe('storedDelivery', () => {
  it.each([
    ['no delivery stored: the free pickup', null, null, { kind: 'pickup' }],
    ['pickup stored', 1, null, { kind: 'pickup' }],
    ['home delivery with its transport cost', 2, 217.8, { kind: 'home', total: 217.8 }],
  ] as const)('%s', (_case, type, cost, expected) => {
    expect(storedDelivery({ delivery_type: type, taxa_livrare: cost })).toEqual(expected);
  });
});

/** Settings other than the seeded 220 / 800: the summary must take them, not a constant. */
const FEES = { reservationFeeEur: 250, guaranteeEur: 900 };

describe('summary sources', () => {
  it('before the order: the stores terms, the car tables, the setting’s fee without lei, delivery undecided', () => {
    expect(summaryFromStores(DEFAULT_FINANCING_PARAMS, null, 'B-101', null, FEES)).toEqual({
      car: { name: 'B-101', sku: 'B-101', photo: null },
      terms: { ...DEFAULT_FINANCING_PARAMS, pickupDate: null },
      paymentInfo: null,
      fee: { eur: 250, ron: null },
      delivery: { kind: 'undecided' },
      promotions: [],
    });
  });

  it("promotions: the car's before the order, the order's own once it exists (issue 31.2)", () => {
    const carPromotions = [{ kind: 'free_delivery', name: 'Livrare gratuita' }] as const;
    const car = carDetailFixture(financingInfo, { promo_messages: [...carPromotions] });
    expect(summaryFromStores(DEFAULT_FINANCING_PARAMS, null, 'B-101', car, FEES).promotions).toEqual(
      carPromotions,
    );
    // The car lost its promotion since: the order keeps the one it was placed with, and vice versa.
    const placed = [{ kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 }];
    const order = parseOrderReadBack(creditOrder({ promotions: placed }));
    if (!order) throw new Error('bad fixture');
    expect(summaryFromOrder(order, financingInfo, car, { kind: 'pickup' }).promotions).toEqual(placed);
  });

  it('from the read-back: the order terms and its fee in lei', () => {
    const order = parseOrderReadBack(leasingCompanyOrder());
    if (!order) throw new Error('bad fixture');
    const input = summaryFromOrder(order, financingInfo, null, { kind: 'pickup' });
    expect(input.terms).toMatchObject({ type: 'leasing', person: 2, currency: 2, upFront: 50, residual: 20 });
    expect(input.fee).toEqual({ eur: 220, ron: 1095.05 });
    expect(input.car).toEqual({ name: 'Dacia Logan Prestige', sku: 'B-101', photo: null });
  });

  it.each([
    ['credit', 250],
    ['leasing', 250],
    ['carSubscription', 900],
  ] as const)('before the order, a %s shows the setting’s fee: %d EUR', (type, eur) => {
    const params = { ...DEFAULT_FINANCING_PARAMS, type };
    expect(summaryFromStores(params, null, 'B-101', null, FEES).fee).toEqual({ eur, ron: null });
  });
});
