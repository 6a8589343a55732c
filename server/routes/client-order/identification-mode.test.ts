/**
 * Identification and signing by mode (issue 33): test mode hands an approved subscription the
 * identification sandbox's link; live mode has no identification provider, so it hands out no
 * link at all (a consultant completes identity and signing with the customer) and mounts no sandbox.
 */
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  answerSteps,
  contactBody,
  createOrder,
  orderableSku,
  put,
  SUBSCRIPTION_TERMS,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

describe.each(testBackends())('identification by shop mode on $name', (backend) => {
  const live = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5, mode: 'live' });
  const test = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

  async function consentedSubscription(app: typeof live) {
    const sku = await orderableSku(app.db, [1], 0);
    const uuid = await createOrder(app, contactBody(sku, await someLocality(app.db), SUBSCRIPTION_TERMS));
    expect((await answerSteps(app, uuid, 60_000)).body).toMatchObject({ rating: 1 });
    const consent = await put(app, uuid, { data_protection: true });
    expect(consent.status).toBe(200);
    return { uuid, body: consent.body as { dochub_url: string | null } };
  }

  it('live mode: no identification link (the contact path), and no sandbox page to send anyone to', async () => {
    const { uuid, body } = await consentedSubscription(live);
    expect(body.dochub_url).toBeNull();
    expect((await live.request(`/sandbox/identification/${uuid}`)).status).toBe(404);
  });

  it('test mode: the identification sandbox’s link', async () => {
    const { uuid, body } = await consentedSubscription(test);
    expect(body.dochub_url).toMatch(`/sandbox/identification/${uuid}`);
  });
});
