/** A wizard order read-back, shaped like GET /client-order/{uuid} answers it, for component tests. */
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
    payment_info: JSON.stringify(financingInfo),
    product_name: 'Dacia Logan',
    ...overrides,
  };
}
