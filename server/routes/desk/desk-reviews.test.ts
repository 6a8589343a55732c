/**
 * The desk's human reviews through the API (issue 35): the list and detail with the deadline, the
 * reviewer's decision (approval moves the order on to payment, a refusal that stands needs a
 * reason), the applicant's e-mail and the order page, the four-eyes rule, the roles and the audit.
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import { findStaffByEmail } from '../../auth/staff-accounts.ts';
import { auditLog, clientOrders, decisionReviews, orderEvents, outbox } from '../../db/schema.ts';
import { notifyOrderEvents } from '../../orders/order-notifier.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
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
const clock = new Date('2026-11-27T10:00:00Z');

interface ReviewItem {
  id: number;
  order_code: string;
  status: string;
  due_state: string | null;
  working_days_left: number | null;
  reviewer_conflict?: string | null;
  decision_explanation?: string[];
}

describe.each(testBackends())('the desk reviews on $name', (backend) => {
  const t = useTestApp(backend, {
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
    adminToken: ADMIN_TOKEN,
    siteOrigin: SITE,
    now: () => clock,
    today: () => todayIn(clock),
  });
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    for (const [email, role] of [
      ['credit@firma.ro', 'credit'],
      ['credit2@firma.ro', 'credit'],
      ['editor@firma.ro', 'editor'],
      ['sef@firma.ro', 'admin'],
    ] as const) {
      await addAccount(t.db, email, role);
      cookies[email] = (await login(t, email)).cookie;
    }
  });
  const as = (email: string, method: string, path: string, body?: unknown) =>
    staffRequest(t, cookies[email] ?? '', method, `/api/admin${path}`, body);

  /** A refused individual credit order whose applicant asked for a review; its review id. */
  async function reviewRequested(email: string, nth: number) {
    const sku = await orderableSku(t.db, [2, 3], nth);
    const body = contactBody(sku, await someLocality(t.db), { ...CREDIT_TERMS, email, email_confirm: email });
    const uuid = await createOrder(t, body);
    await answerSteps(t, uuid, 1000);
    const asked = await t.request(
      `/api/client-order/${uuid}/review`,
      jsonInit('POST', { punct_de_vedere: 'Am si venituri din chirii, nedeclarate in formular.' }),
    );
    expect(asked.status).toBe(201);
    const [row] = await t.db.select().from(decisionReviews).where(eq(decisionReviews.orderUuid, uuid));
    if (!row) throw new Error('no review stored');
    return { uuid, id: row.id };
  }
  const mailsTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
  const tokenOf = async (uuid: string) =>
    (await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid)))[0]?.accessToken ?? '';

  it('lists the waiting reviews with their deadline and shows the applicant text and the decision facts', async () => {
    const { id, uuid } = await reviewRequested('lista@example.ro', 0);
    // The review is due 30 days after it was asked: a fresh one is far from red.
    const list = await as('credit@firma.ro', 'GET', '/reviews');
    expect(list.status).toBe(200);
    expect(list.headers.get('Content-Range')).toMatch(/^reviews 0-\d+\/\d+$/);
    const item = (list.body as ReviewItem[]).find((row) => row.id === id);
    expect(item).toMatchObject({ order_code: uuid, status: 'pending', due_state: 'open' });
    expect(item?.working_days_left).toBeGreaterThan(2);

    const detail = await as('credit@firma.ro', 'GET', `/reviews/${id}`);
    expect(detail.body).toMatchObject({
      id,
      point_of_view: 'Am si venituri din chirii, nedeclarate in formular.',
      rating: 0,
      reviewer_conflict: null,
      email: 'lista@example.ro',
    });
    expect((detail.body as ReviewItem).decision_explanation?.[0]).toContain('40%');

    // Close to the deadline: from two working days before it, it is red.
    await t.db
      .update(decisionReviews)
      .set({ answerDueAt: new Date('2026-12-02T12:00:00Z') })
      .where(eq(decisionReviews.id, id));
    const close = (await as('credit@firma.ro', 'GET', `/reviews/${id}`)).body as ReviewItem;
    // Friday 27.11 → Wednesday 2.12: 30.11 and 1.12 are public holidays, one working day is left.
    expect(close).toMatchObject({ due_state: 'close', working_days_left: 1 });
    expect((await as('credit@firma.ro', 'GET', '/reviews/999999')).status).toBe(404);
    expect((await as('credit@firma.ro', 'GET', '/reviews/abc')).status).toBe(404);
  });

  it('approves: the order goes on to payment, the applicant is mailed once, the page shows it, the audit records it', async () => {
    const { id, uuid } = await reviewRequested('aprobat.uman@example.ro', 1);
    await notifyOrderEvents({ db: t.db, now: () => clock, siteOrigin: SITE });
    const before = (await mailsTo('aprobat.uman@example.ro')).length;

    const decided = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, {
      outcome: 'approved',
      reason: 'Veniturile din chirii sunt dovedite prin contract.',
    });
    expect(decided).toMatchObject({
      status: 200,
      body: { id, status: 'approved', decided_by: 'credit@firma.ro' },
    });

    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(order?.rating).toBe(1);
    // The notifier finds the customer already told: no second "pre-approved" mail.
    await notifyOrderEvents({ db: t.db, now: () => clock, siteOrigin: SITE });
    const mails = (await mailsTo('aprobat.uman@example.ro')).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Raspunsul la cererea de reevaluare a comenzii ${uuid}`,
    ]);
    expect(mails[0]?.html).toContain('a aprobat cererea');
    expect(mails[0]?.html).toContain('Motivul: Veniturile din chirii sunt dovedite prin contract.');
    expect(mails[0]?.html).toContain(`${SITE}/comanda/${order?.accessToken}`);

    const page = await t.request(`/api/order-status/${order?.accessToken}`);
    expect(page.body).toMatchObject({
      next: { action: 'pay', href: `/rezolutie/${uuid}` },
      review: { outcome: 'approved', reason: 'Veniturile din chirii sunt dovedite prin contract.' },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.decide'), eq(auditLog.target, `orders/${uuid}`)));
    expect(entry).toMatchObject({
      actorEmail: 'credit@firma.ro',
      actorRole: 'credit',
      before: { review: id, status: 'pending', rating: 0 },
      after: { review: id, status: 'approved', rating: 1 },
    });
    const outcomes = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, uuid), eq(orderEvents.kind, 'outcome')));
    expect(outcomes.map((event) => event.detail)).toEqual(['0', '1']);

    // Decided once: a second decision, by anyone, is refused and changes nothing.
    const again = await as('sef@firma.ro', 'POST', `/reviews/${id}/decision`, {
      outcome: 'upheld',
      reason: 'Alt motiv, scris mai tarziu.',
    });
    expect(again).toMatchObject({ status: 409, body: { message: roDesk.reviewAlreadyDecided } });
  });

  it('upholds the refusal only with a written reason, mails it in plain Romanian and the page says so', async () => {
    const { id, uuid } = await reviewRequested('mentinut@example.ro', 2);
    const noReason = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, { outcome: 'upheld' });
    expect(noReason.status).toBe(422);
    expect((noReason.body as { errors: Record<string, string> }).errors.reason).toBe(roDesk.reasonRequired);
    const short = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, {
      outcome: 'upheld',
      reason: 'nu',
    });
    expect((short.body as { errors: Record<string, string> }).errors.reason).toBe(roDesk.reasonTooShort);
    const unknown = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, { outcome: 'maybe' });
    expect(unknown.status).toBe(422);
    const huge = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, {
      outcome: 'upheld',
      reason: 'x'.repeat(2001),
    });
    expect(huge.status).toBe(422);

    const reason = 'Rata depaseste 40% din venitul net <dovedit>.';
    const decided = await as('credit@firma.ro', 'POST', `/reviews/${id}/decision`, {
      outcome: 'upheld',
      reason,
    });
    expect(decided).toMatchObject({ status: 200, body: { status: 'upheld' } });
    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(order?.rating).toBe(0);
    const [mail] = (await mailsTo('mentinut@example.ro')).filter((m) => m.subject.includes('reevaluare'));
    expect(mail?.html).toContain('refuzul se mentine');
    expect(mail?.html).toContain('Motivul: Rata depaseste 40% din venitul net &lt;dovedit&gt;.');
    const page = await t.request(`/api/order-status/${await tokenOf(uuid)}`);
    expect(page.body).toMatchObject({
      next: { action: 'wait', waiting: 'refused' },
      review: { outcome: 'upheld', reason },
    });
  });

  it('refuses a reviewer who edited the order or placed it, and the automation token', async () => {
    const edited = await reviewRequested('atins@example.ro', 3);
    const account = await findStaffByEmail(t.db, 'credit2@firma.ro');
    await recordAudit(
      t.db,
      {
        actor: { accountId: account?.id ?? -1, email: 'credit2@firma.ro', role: 'credit' },
        addressClass: null,
      },
      { action: 'order.note', target: `orders/${edited.uuid}`, after: { note: 'Clientul a sunat.' } },
    );
    const detail = await as('credit2@firma.ro', 'GET', `/reviews/${edited.id}`);
    expect(detail.body).toMatchObject({ reviewer_conflict: roDesk.reviewOwnOrder });
    const refused = await as('credit2@firma.ro', 'POST', `/reviews/${edited.id}/decision`, {
      outcome: 'approved',
    });
    expect(refused).toMatchObject({ status: 403, body: { message: roDesk.reviewOwnOrder } });
    const bearer = await adminRequest(t, 'POST', `/api/admin/reviews/${edited.id}/decision`, {
      outcome: 'approved',
    });
    expect(bearer).toMatchObject({ status: 403, body: { message: roDesk.reviewNeedsPerson } });
    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, edited.uuid));
    expect(order?.rating).toBe(0);
    // Another officer, who never touched it, may.
    const other = await as('credit@firma.ro', 'POST', `/reviews/${edited.id}/decision`, {
      outcome: 'approved',
    });
    expect(other.status).toBe(200);

    // An order placed with the reviewer's own address is theirs.
    const own = await reviewRequested('sef@firma.ro', 4);
    const mine = await as('sef@firma.ro', 'POST', `/reviews/${own.id}/decision`, { outcome: 'approved' });
    expect(mine).toMatchObject({ status: 403, body: { message: roDesk.reviewOwnOrder } });
  });

  it('is closed to editors and to anyone signed out', async () => {
    const { id } = await reviewRequested('roluri@example.ro', 5);
    for (const [method, path] of [
      ['GET', '/reviews'],
      ['GET', `/reviews/${id}`],
      ['POST', `/reviews/${id}/decision`],
    ] as const) {
      const editor = await as('editor@firma.ro', method, path, { outcome: 'approved' });
      expect(editor).toMatchObject({ status: 403, body: { message: ro.staff.roleForbidden } });
      expect((await staffRequest(t, '', method, `/api/admin${path}`, {})).status).toBe(401);
    }
    expect((await as('sef@firma.ro', 'GET', `/reviews/${id}`)).status).toBe(200);
  });
});
