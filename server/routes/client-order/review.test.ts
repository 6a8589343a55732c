/**
 * The explained, reviewable decision (issue 15.4) through the API: a refusal reads back its
 * debt-service figures and the change that would pass (and that change does pass), a refused
 * applicant asks for a human review once (idempotent, a different second request refused), gets an
 * e-mail with the deadline, and staff list the reviews behind the admin token.
 */
import { eq } from 'drizzle-orm';
import { REVIEW_ANSWER_DAYS } from '../../../src/domain/forms/review-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { outbox } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
import {
  answerSteps,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  jsonInit,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

interface Decision {
  net_income_ron: number;
  instalment_ron: number;
  debt_service_ratio: number | null;
  cap: number;
  currency: string;
  reasons: string[];
  change: { kind: string; months: number; downpayment: number; debt_service_ratio: number } | null;
}

describe.each(testBackends())('decision review API on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5, adminToken: ADMIN_TOKEN });
  let sku: string;
  let place: Awaited<ReturnType<typeof someLocality>>;

  beforeAll(async () => {
    sku = await orderableSku(t.db, [2, 3]);
    place = await someLocality(t.db);
  });

  /** An individual credit order decided on `salary` with no other debts. */
  async function decided(salary: number, terms: object = CREDIT_TERMS, email = 'ana@example.ro') {
    const uuid = await createOrder(t, contactBody(sku, place, { ...terms, email, email_confirm: email }));
    const res = await answerSteps(t, uuid, salary);
    return { uuid, order: res.body as Record<string, unknown> & { decision: Decision } };
  }
  const review = (uuid: string, body: unknown) =>
    t.request(`/api/client-order/${uuid}/review`, jsonInit('POST', body));

  it('a refusal reads back its ratio, the 40% cap and a change that the engine then approves', async () => {
    // Not the cheapest cell (60 months, 55% down), so a longer term and a bigger down payment exist.
    const terms = { ...CREDIT_TERMS, months: 36, downpayment: 25 };
    const probe = await decided(1_000_000, terms);
    const instalment = probe.order.decision.instalment_ron;
    expect(probe.order).toMatchObject({ rating: 1, decision: { cap: 0.4, currency: 'RON', change: null } });
    // Just too little income for this instalment: some longer term or bigger down payment fits.
    const salary = Math.floor((instalment / 0.4) * 0.9);
    const { order } = await decided(salary, terms);
    expect(order.rating).toBe(0);
    const facts = order.decision;
    expect(facts.reasons).toEqual(['debt_service_exceeded']);
    expect(facts.debt_service_ratio).toBeCloseTo(instalment / salary, 4);
    const change = facts.change;
    if (!change) throw new Error('expected a change that fits');
    expect(change.debt_service_ratio).toBeLessThanOrEqual(0.4);
    expect(change.months > 36 || change.downpayment > 25).toBe(true);
    const retried = await decided(salary, {
      ...terms,
      months: change.months,
      downpayment: change.downpayment,
    });
    expect(retried.order).toMatchObject({ rating: 1 });
  });

  it('stores one review, answers a resend the same, refuses a different second request', async () => {
    const { uuid, order } = await decided(500, CREDIT_TERMS, 'ioana@example.ro');
    expect(order).toMatchObject({ rating: 0, review: null });
    const body = { punct_de_vedere: '  Am si venituri din chirii de 3.000 lei pe luna.  ' };
    const first = await review(uuid, body);
    expect(first.status).toBe(201);
    const stored = first.body as { point_of_view: string; requested_at: string; answer_due_at: string };
    expect(stored.point_of_view).toBe('Am si venituri din chirii de 3.000 lei pe luna.');
    const days = (Date.parse(stored.answer_due_at) - Date.parse(stored.requested_at)) / 86_400_000;
    expect(days).toBe(REVIEW_ANSWER_DAYS);

    const again = await review(uuid, body);
    expect(again).toMatchObject({ status: 200, body: stored });
    const other = await review(uuid, { punct_de_vedere: 'Alt text' });
    expect(other).toMatchObject({ status: 409, body: { message: ro.decision.reviewAlreadyRequested } });

    expect(await get(t, uuid)).toMatchObject({ review: stored });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'ioana@example.ro'));
    const acks = mails.filter((mail) => mail.subject.includes(uuid));
    expect(acks).toHaveLength(1);
    // The deadline's calendar day in Bucharest: after 22:00 UTC it is already the next day there.
    const bucharestDay = new Intl.DateTimeFormat('ro-RO', {
      timeZone: 'Europe/Bucharest',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(acks[0]?.html).toContain(bucharestDay.format(new Date(stored.answer_due_at)));
    expect(acks[0]?.html).toContain('chirii');
  });

  it('a review without a point of view is accepted; bad input is a 422 naming the field', async () => {
    const { uuid } = await decided(500, CREDIT_TERMS, 'dan@example.ro');
    const tooLong = await review(uuid, { punct_de_vedere: 'a'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({
      errors: { punct_de_vedere: expect.stringContaining('2000') as unknown },
    });
    expect((await review(uuid, { punct_de_vedere: 42 })).status).toBe(422);
    expect((await review(uuid, ['x'])).status).toBe(422);
    // The largest valid text (6 JSON bytes a character) fits the body limit.
    const largest = await review(uuid, { punct_de_vedere: '\u0001'.repeat(2000) });
    expect(largest.status).toBe(201);
    expect((await review(uuid, {})).status).toBe(409);
  });

  it('refuses an approved order (409) and an unknown one (404)', async () => {
    const { uuid } = await decided(1_000_000, CREDIT_TERMS, 'radu@example.ro');
    const approved = await review(uuid, {});
    expect(approved).toMatchObject({ status: 409, body: { message: ro.decision.reviewNotRefused } });
    expect((await review('00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    expect((await review('nope', {})).status).toBe(404);
  });

  it('lists reviews for staff behind the admin token, the nearest deadline first', async () => {
    const { uuid } = await decided(400, CREDIT_TERMS, 'mara@example.ro');
    await review(uuid, { punct_de_vedere: 'Contest decizia.' });
    expect((await t.request('/api/admin/reviews')).status).toBe(401);
    const listed = await adminRequest(t, 'GET', '/api/admin/reviews');
    expect(listed.status).toBe(200);
    const rows = listed.body as { order_code: string; answer_due_at: string }[];
    expect(rows.find((row) => row.order_code === uuid)).toMatchObject({
      point_of_view: 'Contest decizia.',
      email: 'mara@example.ro',
      name: 'Ana Popescu',
      rating: 0,
      decision: { cap: 0.4, reasons: ['debt_service_exceeded'] },
    });
    const dues = rows.map((row) => row.answer_due_at);
    expect(dues).toEqual([...dues].sort());
  });
});
