/** Order read-backs for the checkout tests, shaped like GET /client-order/{uuid} answers them. */
import type { SubscriptionPaymentInfo } from '../../domain/cms-schemas.ts';
import { wizardOrder } from '../approval/order.fixture.ts';

export const ORDER_UUID = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';

const prices = (base: number) => ({
  price_months_3: base + 60,
  price_months_6: base + 30,
  price_months_12: base,
});

export const subscriptionInfo: SubscriptionPaymentInfo = {
  kind: 'subscription',
  exchangeRate: 5,
  periods: [{ period: 12, price: 484 }],
  price_table: { '1000': prices(484), '1500': prices(520), '2000': prices(560), '3000': prices(640) },
};

export type RawOrder = Record<string, unknown>;

/** An approved individual's credit order as the checkout finds it (step 5 reached, rating 1). */
export function creditOrder(overrides: RawOrder = {}): RawOrder {
  return wizardOrder({
    order_code: ORDER_UUID,
    sku: 'B-101',
    rating: 1,
    reached_step: 5,
    product_name: 'Dacia Logan Prestige',
    ...overrides,
  });
}

export function leasingCompanyOrder(overrides: RawOrder = {}): RawOrder {
  return creditOrder({
    credit_type: 'leasing',
    person: 2,
    tip_companie: 1,
    downpayment: 50,
    residual: 20,
    currency: 2,
    ...overrides,
  });
}

export function subscriptionOrder(overrides: RawOrder = {}): RawOrder {
  return creditOrder({
    credit_type: 'carSubscription',
    months: 12,
    downpayment: 0,
    currency: 2,
    payment_info: JSON.stringify(subscriptionInfo),
    monthly_km_included: 1000,
    data_preluare: '2026-03-09',
    identification_status: 'signed',
    taxa_rezervare: 800,
    taxa_rezervare_ron: 3982,
    ...overrides,
  });
}
