/**
 * The desk's withdrawals and refunds through the API (issue 35): "processed" with the day the money
 * went back; a refund request with its statement served to staff only, its IBAN checked, approved
 * or refused with the requester's e-mail; each action's audit entry, and the roles.
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import { auditLog, outbox, refunds, withdrawals } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { createMemoryStorage } from '../../test/memory-storage.ts';
import { ADMIN_TOKEN } from '../admin/admin.fixture.ts';
import { newCreditOrder, ZERO_DELAYS } from '../client-order/testing/order-test-kit.ts';
import { onePagePdf } from '../refunds/pdf.fixture.ts';

const clock = new Date('2026-11-27T10:00:00Z');
const PDF = onePagePdf();

describe.each(testBackends())('the desk requests on $name', (backend) => {
  const storage = createMemoryStorage();
  const t = useTestApp(backend, {
    decisionDelays: ZERO_DELAYS,
    adminToken: ADMIN_TOKEN,
    privateStorage: storage,
    now: () => clock,
    today: () => todayIn(clock),
  });
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const [email, role] of [
      ['credit@firma.ro', 'credit'],
      ['editor@firma.ro', 'editor'],
    ] as const) {
      await addAccount(t.db, email, role);
      cookies[email] = (await login(t, email)).cookie;
    }
  });
  const as = (email: string, method: string, path: string, body?: unknown) =>
    staffRequest(t, cookies[email] ?? '', method, `/api/admin${path}`, body);
  const credit = (method: string, path: string, body?: unknown) => as('credit@firma.ro', method, path, body);
  const auditOf = (action: string, target: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
  const errorsOf = (body: unknown) => (body as { errors: Record<string, string> }).errors;

  async function withdrawal(withdrawnAt: Date) {
    const uuid = await newCreditOrder(t);
    const [row] = await t.db
      .insert(withdrawals)
      .values({
        orderUuid: uuid,
        concludedAt: new Date('2026-11-10T08:00:00Z'),
        withdrawnAt,
        email: 'r@example.ro',
      })
      .returning();
    if (!row) throw new Error('no withdrawal');
    return { id: row.id, uuid };
  }

  async function refund(email: string | null, account = 'RO49AAAA1B31007593840000') {
    const fileKey = `refunds/${crypto.randomUUID()}.pdf`;
    await storage.put(fileKey, PDF, 'application/pdf');
    const [row] = await t.db
      .insert(refunds)
      .values({
        payerName: 'Ion Vasilescu',
        paymentValue: 1100.5,
        paymentDate: '2026-11-20',
        financialProduct: 'credit_auto',
        account,
        email,
        terms: true,
        termsGdpr: true,
        fileKey,
        fileName: 'extras-noiembrie-ș.pdf',
        fileSize: PDF.byteLength,
        createdAt: new Date('2026-11-24T09:00:00Z'),
      })
      .returning();
    if (!row) throw new Error('no refund');
    return row.id;
  }

  it('lists a withdrawal and marks it processed with a valid day of the money returned, once', async () => {
    const { id, uuid } = await withdrawal(new Date('2026-11-20T12:00:00Z'));
    const list = await credit('GET', '/withdrawals');
    expect(list.headers.get('Content-Range')).toMatch(/^withdrawals 0-/);
    expect((list.body as { id: number }[]).find((row) => row.id === id)).toMatchObject({
      order_code: uuid,
      status: 'pending',
    });
    for (const [day, message] of [
      ['2026-11-28', ro.validation.dateInFuture],
      ['2026-11-19', roDesk.returnedBeforeWithdrawal.replace('{date}', '20.11.2026')],
      ['', roDesk.returnedOnRequired],
      ['2026-02-30', ro.validation.dateInputInvalid],
    ]) {
      const refused = await credit('POST', `/withdrawals/${id}/processed`, { money_returned_on: day });
      expect(refused.status, day).toBe(422);
      expect(errorsOf(refused.body).money_returned_on, day).toBe(message);
    }
    const done = await credit('POST', `/withdrawals/${id}/processed`, { money_returned_on: '2026-11-25' });
    expect(done).toMatchObject({
      status: 200,
      body: { status: 'processed', money_returned_on: '2026-11-25' },
    });
    expect(await credit('GET', `/withdrawals/${id}`)).toMatchObject({
      body: { status: 'processed', processed_by: 'credit@firma.ro', money_returned_on: '2026-11-25' },
    });
    const again = await credit('POST', `/withdrawals/${id}/processed`, { money_returned_on: '2026-11-26' });
    expect(again).toMatchObject({ status: 409, body: { message: roDesk.withdrawalAlreadyProcessed } });
    const entries = await auditOf('withdrawal.process', `orders/${uuid}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'credit@firma.ro',
      after: { money_returned_on: '2026-11-25' },
    });
    expect(
      (await credit('POST', '/withdrawals/99999/processed', { money_returned_on: '2026-11-25' })).status,
    ).toBe(404);
  });

  it('serves the statement to staff inline as a PDF, never to editors or the public', async () => {
    const id = await refund('plata@example.ro');
    const response = await t.app.request(`/api/admin/refunds/${id}/statement`, {
      headers: { Cookie: cookies['credit@firma.ro'] ?? '' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `inline; filename="extras-noiembrie-_.pdf"; filename*=UTF-8''extras-noiembrie-%C8%99.pdf`,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    expect((await as('editor@firma.ro', 'GET', `/refunds/${id}/statement`)).status).toBe(403);
    expect((await t.request(`/api/admin/refunds/${id}/statement`)).status).toBe(401);
    expect((await credit('GET', '/refunds/99999/statement')).status).toBe(404);
  });

  it('shows whether the IBAN checks, approves with the amount and day paid, and mails the requester', async () => {
    const id = await refund('plata@example.ro');
    const bad = await refund(null, 'RO49AAAA1B31007593840001');
    expect((await credit('GET', `/refunds/${id}`)).body).toMatchObject({
      iban_valid: true,
      status: 'pending',
    });
    expect((await credit('GET', `/refunds/${bad}`)).body).toMatchObject({ iban_valid: false });

    const future = await credit('POST', `/refunds/${id}/decision`, {
      decision: 'approved',
      amount_paid: '1.100,50',
      paid_on: '2026-11-28',
    });
    expect(errorsOf(future.body).paid_on).toBe(ro.validation.dateInFuture);
    const early = await credit('POST', `/refunds/${id}/decision`, {
      decision: 'approved',
      amount_paid: 0,
      paid_on: '2026-11-23',
    });
    expect(errorsOf(early.body)).toMatchObject({
      paid_on: roDesk.paidBeforeRequest.replace('{date}', '24.11.2026'),
      amount_paid: ro.validation.amountInvalid,
    });
    const approved = await credit('POST', `/refunds/${id}/decision`, {
      decision: 'approved',
      amount_paid: '1.100,50',
      paid_on: '2026-11-26',
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { status: 'approved', amount_paid: 1100.5, paid_on: '2026-11-26', mailed: true },
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'plata@example.ro'));
    expect(mail?.subject).toBe(roDesk.mailRefundApprovedSubject);
    expect(mail?.html).toContain('Am platit 1.100,50 RON in contul RO49AAAA1B31007593840000 pe 26.11.2026.');
    const [entry] = await auditOf('refund.decide', `refunds/${id}`);
    expect(entry).toMatchObject({
      after: { status: 'approved', amount_paid: 1100.5, paid_on: '2026-11-26' },
    });
    const again = await credit('POST', `/refunds/${id}/decision`, {
      decision: 'refused',
      reason: 'Dublura cererii.',
    });
    expect(again.status).toBe(409);
  });

  it('refuses with a reason and mails it; without an address it still decides', async () => {
    const id = await refund('refuz@example.ro');
    const noReason = await credit('POST', `/refunds/${id}/decision`, { decision: 'refused' });
    expect(errorsOf(noReason.body).reason).toBe(roDesk.reasonRequired);
    const refused = await credit('POST', `/refunds/${id}/decision`, {
      decision: 'refused',
      reason: 'Plata nu apare in extrasele noastre.',
    });
    expect(refused).toMatchObject({ status: 200, body: { status: 'refused', mailed: true } });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'refuz@example.ro'));
    expect(mail?.html).toContain('Motivul: Plata nu apare in extrasele noastre.');
    const silent = await refund(null);
    const decided = await credit('POST', `/refunds/${silent}/decision`, {
      decision: 'refused',
      reason: 'Cererea nu are extrasul corect.',
    });
    expect(decided).toMatchObject({ status: 200, body: { mailed: false } });
    expect(await auditOf('refund.decide', `refunds/${silent}`)).toHaveLength(1);
  });
});
