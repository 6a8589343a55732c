/**
 * The customer's order page through the API (issue 32): found only by its secret link, its
 * timeline and next step as the order moves, the e-mails of each change (with the page's link,
 * written once by the order notifier even with two of them racing), and the re-sending of links.
 */
import { eq } from 'drizzle-orm';
import { clientOrders, orderEvents, outbox } from '../../db/schema.ts';
import { notifyOrderEvents } from '../../orders/order-notifier.ts';
import { type SharedTestBackend, testBackends, useTestInstances } from '../../test/harness.ts';
import {
  answerSteps,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  jsonInit,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from '../client-order/testing/order-test-kit.ts';

const SITE = 'https://shop.ro';

describe.each(testBackends())('the order page on $name', (backend: SharedTestBackend) => {
  const [t, other] = useTestInstances(backend, {
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
    siteOrigin: SITE,
  });
  const notifier = (db = t.db) => ({ db, now: () => new Date(), siteOrigin: SITE });

  async function newOrder(email: string, nth = 0): Promise<{ uuid: string; token: string }> {
    const sku = await orderableSku(t.db, [2, 3], nth);
    const uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS, email));
    const [row] = await t.db
      .select({ token: clientOrders.accessToken })
      .from(clientOrders)
      .where(eq(clientOrders.uuid, uuid));
    return { uuid, token: row?.token ?? '' };
  }
  const page = async (token: string) => t.request(`/api/order-status/${token}`);
  const mailsTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);

  it('answers only a known secret link: the order code alone, another token or a malformed one get 404', async () => {
    const { uuid, token } = await newOrder('link.only@example.ro');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await page(token)).status).toBe(200);
    for (const wrong of [uuid, 'f'.repeat(64), `${token.slice(0, 63)}x`, 'abc']) {
      const answer = await page(wrong);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('link.only');
    }
  });

  it('shows a new order at its pre-approval, with its terms and documents, and the order e-mail links to it', async () => {
    const { uuid, token } = await newOrder('nou@example.ro');
    const { body } = await page(token);
    expect(body).toMatchObject({
      order_code: uuid,
      product: 'credit',
      next: { action: 'continue', href: `/aprobare/${uuid}`, waiting: null },
      withdrawal: null,
    });
    const answer = body as {
      timeline: { key: string; state: string }[];
      terms: { term: string }[];
      documents: { kind: string; path: string }[];
    };
    expect(answer.timeline.map((step) => `${step.key}:${step.state}`)).toEqual([
      'request:done',
      'preApproval:current',
      'payment:upcoming',
      'handoverDate:upcoming',
      'handover:upcoming',
    ]);
    expect(answer.terms.map((row) => row.term)).toContain('Durata');
    expect(answer.documents.map((doc) => doc.kind)).toEqual(['secci', 'schedule']);
    const [received] = await mailsTo('nou@example.ro');
    expect(received?.html).toContain(`href="${SITE}/comanda/${token}"`);
  });

  it('mails the pre-approval once, with the page link, however many notifiers run', async () => {
    const { uuid, token } = await newOrder('aprobat@example.ro', 1);
    await answerSteps(t, uuid, 50_000);
    await Promise.all([notifyOrderEvents(notifier()), notifyOrderEvents(notifier(other.db))]);
    await notifyOrderEvents(notifier());

    const approved = (await mailsTo('aprobat@example.ro')).filter((mail) =>
      mail.subject.includes('preaprobata'),
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]?.html).toContain(`href="${SITE}/comanda/${token}"`);
    const { body } = await page(token);
    expect(body).toMatchObject({ next: { action: 'pay', href: `/rezolutie/${uuid}` } });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderUuid, uuid));
    expect(events.filter((event) => event.kind === 'outcome').map((event) => event.detail)).toEqual(['1']);
    expect(events.every((event) => event.notifiedAt !== null)).toBe(true);
  });

  it('mails a refusal with its reason and the human review, and offers the review on the page', async () => {
    const { uuid, token } = await newOrder('refuzat@example.ro', 2);
    await answerSteps(t, uuid, 1000);
    await notifyOrderEvents(notifier());
    const [refused] = (await mailsTo('refuzat@example.ro')).filter((mail) =>
      mail.subject.startsWith('Raspunsul'),
    );
    expect(refused?.html).toContain('nu a putut fi preaprobata');
    expect(refused?.html).toContain('Motivul:');
    expect(refused?.html).toContain('reanalizata de o persoana');
    const { body } = await page(token);
    expect(body).toMatchObject({ next: { action: 'review', href: `/aprobare/${uuid}` } });
    expect((body as { timeline: { key: string; state: string }[] }).timeline[1]).toMatchObject({
      key: 'preApproval',
      state: 'failed',
    });
  });

  it('re-sends the links of an address, and answers alike for an address without orders', async () => {
    const { token } = await newOrder('Retrimis@Example.ro', 3);
    const known = await t.request(
      '/api/order-status/resend',
      jsonInit('POST', { email: 'retrimis@example.ro' }),
    );
    const unknown = await t.request(
      '/api/order-status/resend',
      jsonInit('POST', { email: 'nimeni@example.ro' }),
    );
    expect(known.status).toBe(202);
    expect(unknown).toMatchObject({ status: 202, body: known.body });
    const [resent] = (await mailsTo('retrimis@example.ro')).filter((mail) =>
      mail.subject.includes('Linkurile'),
    );
    expect(resent?.html).toContain(`href="${SITE}/comanda/${token}"`);
    expect(await mailsTo('nimeni@example.ro')).toEqual([]);
    const bad = await t.request('/api/order-status/resend', jsonInit('POST', { email: 'nu-e-adresa' }));
    expect(bad.status).toBe(422);
  });
});
