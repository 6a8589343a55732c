import { eq } from 'drizzle-orm';
import { clientOrders } from '../../db/schema.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../../test/harness.ts';
import {
  answerSteps,
  contactBody,
  createOrder,
  get,
  orderableSku,
  put,
  SUBSCRIPTION_TERMS,
  someLocality,
  ZERO_DELAYS,
} from '../client-order/testing/order-test-kit.ts';

describe.each(testBackends())('identification sandbox on $name', (backend) => {
  const t = useTestApp(backend, {
    decisionDelays: ZERO_DELAYS,
    siteOrigin: 'http://shop.test',
    sandbox: LOCAL_SANDBOX,
  });

  async function consentedOrder(): Promise<string> {
    const uuid = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [1]), await someLocality(t.db), SUBSCRIPTION_TERMS),
    );
    await answerSteps(t, uuid, 60_000);
    await put(t, uuid, { data_protection: true });
    return uuid;
  }
  const act = (uuid: string, fields: Record<string, string>) =>
    t.app.request(`/sandbox/identification/${uuid}`, { method: 'POST', body: new URLSearchParams(fields) });

  it('walks consent, video and signing, then returns success and makes the order payable', async () => {
    const uuid = await consentedOrder();
    expect(await (await t.app.request(`/sandbox/identification/${uuid}`)).text()).toContain('name="consent"');
    expect((await act(uuid, { action: 'consent' })).status).toBe(422);
    expect((await act(uuid, { action: 'consent', consent: '1' })).status).toBe(303);
    expect((await act(uuid, { action: 'sign_success' })).headers.get('Location')).toBe(
      `/sandbox/identification/${uuid}`,
    );
    await act(uuid, { action: 'video_success' });
    const pdf = await t.app.request(`/sandbox/identification/${uuid}/contract.pdf`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const signed = await act(uuid, { action: 'sign_success' });
    expect(signed.headers.get('Location')).toBe(`http://shop.test/rezolutie/${uuid}?status=success`);
    expect(await get(t, uuid)).toMatchObject({ identification_status: 'signed' });
    const tokenBody = (await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string };
    expect(tokenBody.token).not.toBe('invalid');
  });

  it.each([
    ['video_error1', 'error1'],
    ['video_error2', 'error2'],
    ['video_fail', 'error3'],
  ])('%s returns to the shop with %s', async (action, marker) => {
    const uuid = await consentedOrder();
    await act(uuid, { action: 'consent', consent: '1' });
    const res = await act(uuid, { action });
    expect(res.headers.get('Location')).toBe(`http://shop.test/rezolutie/${uuid}?status=${marker}`);
  });

  it('answers 404 for an order without an identification link', async () => {
    const uuid = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [1]), await someLocality(t.db), SUBSCRIPTION_TERMS),
    );
    const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(row?.dochubUrl).toBeNull();
    expect((await t.app.request(`/sandbox/identification/${uuid}`)).status).toBe(404);
  });
});
