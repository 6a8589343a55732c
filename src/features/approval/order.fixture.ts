/**
 * An order read-back exactly as server/orders/read-back.ts writes it (GET /client-order/{uuid}),
 * for the wizard's and (through checkout/order.fixture.ts) the checkout's component tests.
 */
import { financingInfo } from '../financing/payment-info.fixture.ts';

export const ORDER_UUID = '5b8e11aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** An individual's credit order just created (step 2 reached, no decision); override the rest. */
export function wizardOrder(overrides: Record<string, unknown> = {}) {
  return {
    order_code: ORDER_UUID,
    credit_type: 'credit',
    sku: 'A-1',
    months: 60,
    downpayment: 55,
    residual: null,
    currency: 1,
    person: 1,
    tip_companie: null,
    check1_result: null,
    check2_result: null,
    rating: null,
    reached_step: 2,
    actionariat_strain: 0,
    dochub_url: null,
    identification_status: null,
    payment_info: JSON.stringify(financingInfo),
    product_name: 'Dacia Logan',
    email: 'ana@example.ro',
    telefon: '+40712345678',
    monthly_km_included: null,
    data_preluare: null,
    taxa_rezervare: 220,
    taxa_rezervare_ron: 1095.05,
    authorizationToken: null,
    delivery_type: null,
    taxa_livrare: null,
    paid: 0,
    paid_at: null,
    ...overrides,
  };
}
