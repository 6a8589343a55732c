/**
 * The desk's withdrawals, refunds and leads through the API (issue 35): "processed" with the day
 * the money went back; a refund request with its statement served to staff only, its IBAN checked,
 * approved or refused with the requester's e-mail; leads marked handled with a note, the viewing
 * calendar; each action's audit entry, and the roles.
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import {
  auditLog,
  cars,
  contactMessages,
  otherCreditRequests,
  outbox,
  refunds,
  reservations,
  stockAlerts,
  subscribers,
  withdrawals,
} from '../../db/schema.ts';
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

  it('lists every kind of lead and marks each handled with a note, audited', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const base = { email: 'lead@example.ro', dataProtection: true };
    const [alert] = await t.db
      .insert(stockAlerts)
      .values({ ...base, sku: car.sku, nume: 'Pop', prenume: 'Ana', oras: 'Cluj', telefon: '+40712345678' })
      .returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ ...base, name: 'Ana Pop', message: 'Buna ziua' })
      .returning();
    const [other] = await t.db
      .insert(otherCreditRequests)
      .values({
        ...base,
        sku: car.sku,
        person: 'fizica',
        creditType: 'credit',
        currency: 'RON',
        nume: 'Ana Pop',
        localitate: 'Cluj',
        telefon: '+40712345678',
      })
      .returning();
    const [subscriber] = await t.db.insert(subscribers).values({ email: 'abonat@example.ro' }).returning();
    const [viewing] = await t.db
      .insert(reservations)
      .values({
        carId: car.id,
        locationId: car.locationId,
        firstName: 'Ana',
        lastName: 'Pop',
        phoneNo: '+40712345678',
        email: 'lead@example.ro',
        date: '2026-11-30',
        hour: 10,
      })
      .returning();
    const ids = {
      'stock-alerts': alert?.id,
      contact: message?.id,
      'other-credit': other?.id,
      subscribers: subscriber?.id,
      viewings: viewing?.id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      const list = await credit('GET', `/leads/${kind}`);
      expect(list.status, kind).toBe(200);
      expect(list.headers.get('Content-Range'), kind).toMatch(new RegExp(`^${kind} 0-`));
      expect(
        (list.body as { id: number }[]).find((row) => row.id === id),
        kind,
      ).toMatchObject({ status: 'open' });
      const handled = await credit('POST', `/leads/${kind}/${id}/handled`, { note: `Sunat (${kind}).` });
      expect(handled, kind).toMatchObject({
        status: 200,
        body: { id, status: 'handled', handled_by: 'credit@firma.ro', note: `Sunat (${kind}).` },
      });
      const [entry] = await auditOf('lead.handle', `${kind}/${id}`);
      expect(entry, kind).toMatchObject({
        actorEmail: 'credit@firma.ro',
        after: { note: `Sunat (${kind}).` },
      });
    }
    const long = await credit('POST', `/leads/contact/${ids.contact}/handled`, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect((await credit('GET', '/leads/nothing')).status).toBe(404);
    expect((await credit('POST', '/leads/contact/99999/handled', {})).status).toBe(404);
    expect((await as('editor@firma.ro', 'GET', '/leads/contact')).status).toBe(403);
    expect((await as('editor@firma.ro', 'POST', `/leads/contact/${ids.contact}/handled`, {})).status).toBe(
      403,
    );
  });

  it('shows the viewings of the coming days per location, cancellations marked', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const booking = {
      carId: car.id,
      locationId: car.locationId,
      firstName: 'Mihai',
      lastName: 'Ionescu',
      phoneNo: '+40722222222',
      email: 'vizita@example.ro',
    };
    await t.db.insert(reservations).values([
      { ...booking, date: '2026-12-02', hour: 11, cancelledAt: clock },
      { ...booking, date: '2026-12-02', hour: 11 },
      { ...booking, date: '2026-12-20', hour: 12 },
      { ...booking, date: '2026-11-26', hour: 12 },
    ]);
    const calendar = await credit('GET', '/leads/viewings/calendar?days=7');
    expect(calendar.status).toBe(200);
    const body = calendar.body as {
      days: string[];
      locations: {
        id: number;
        days: { date: string; bookings: { name: string; cancelled_at: string | null }[] }[];
      }[];
    };
    expect(body.days).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    const place = body.locations.find((location) => location.id === car.locationId);
    const december2 = place?.days.find((day) => day.date === '2026-12-02')?.bookings ?? [];
    expect(december2.filter((b) => b.name === 'Mihai Ionescu').map((b) => b.cancelled_at !== null)).toEqual([
      false,
      true,
    ]);
    const all = place?.days.flatMap((day) => day.bookings.filter((b) => b.name === 'Mihai Ionescu')) ?? [];
    expect(all).toHaveLength(2);
    for (const days of ['0', '32', 'x']) {
      expect((await credit('GET', `/leads/viewings/calendar?days=${days}`)).status, days).toBe(422);
    }
    expect((await as('editor@firma.ro', 'GET', '/leads/viewings/calendar')).status).toBe(403);
  });
});
