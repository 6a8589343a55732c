/**
 * The sandbox behind the provider interface (issue 33): on by default (test mode) with no SANDBOX
 * setting, its payments marked as test payments, and staff refunds through the same call as Stripe's.
 */
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../../test/harness.ts';
import {
  approvedCreditOrder,
  orderableSku,
  PAYING_APP,
  SHOP,
} from '../client-order/testing/order-test-kit.ts';

const ADMIN_TOKEN = 'sandbox-refund-admin-token';

describe.each(testBackends())('the sandbox provider on $name', (backend) => {
  // SANDBOX=1 is not set: only the gate's loopback rule, as `npm start` on a laptop.
  const t = useTestApp(backend, {
    ...PAYING_APP,
    sandbox: { ...LOCAL_SANDBOX, enabled: false },
    adminToken: ADMIN_TOKEN,
  });

  it('takes a test card in test mode by default, marks it a test payment, and refunds it once', async () => {
    const uuid = await approvedCreditOrder(t, await orderableSku(t.db, [2, 3], 0));
    const checkout = (await t.request(`/api/payments?order_code=${uuid}`)).body as Record<string, string>;
    expect(checkout).toMatchObject({
      token: expect.any(String),
      provider: 'sandbox',
      payment_id: expect.any(String),
    });
    const charge = await t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({
        origin: SHOP,
        token: checkout.token ?? '',
        number: '4111111111111111',
        expiry: '12/39',
        cvc: '123',
      }),
    });
    expect(charge.status).toBe(200);
    const [paid] = await t.db.select().from(payments).where(eq(payments.orderUuid, uuid));
    expect(paid).toMatchObject({ status: 'success', provider: 'sandbox', testMode: true, providerRef: null });

    const refund = () =>
      t.request(`/api/admin/orders/${uuid}/refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
    const first = await refund();
    expect(first).toMatchObject({
      status: 200,
      body: { refund_status: 'succeeded', amount_ron: paid?.amountRon },
    });
    expect((await refund()).body).toEqual(first.body);
    const [refunded] = await t.db.select().from(payments).where(eq(payments.orderUuid, uuid));
    expect(refunded).toMatchObject({
      refundStatus: 'succeeded',
      refundRef: first.body && (first.body as Record<string, string>).refund_ref,
    });
    expect(refunded?.refundedAt).toBeInstanceOf(Date);
  });

  it('answers the spec’s invalid for an unknown order (not "unavailable")', async () => {
    const { body } = await t.request('/api/payments?order_code=00000000-0000-4000-8000-000000000000');
    expect(body).toMatchObject({ token: 'invalid', reason: 'not_found' });
  });
});
