import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '../../../src/domain/dates.ts';
import { roOrderDesk } from '../../../src/i18n/ro/order-desk.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import type { ContentChange } from '../../content-events/content-events.ts';
import { auditLog, carReservations, cars, clientOrders, orderEvents, outbox } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  approvedCreditOrder,
  orderableSku,
  PAYING_APP,
  SHOP,
} from '../client-order/testing/order-test-kit.ts';

const VISA_OK = '4111111111111111';
const d = roOrderDesk;

describe.each(testBackends())('the operations desk: orders on $name', (backend) => {
  const notified: ContentChange[] = [];
  const t = useTestApp(backend, { ...PAYING_APP, notifyContentChange: (change) => notified.push(change) });
  let credit = '';
  let editor = '';
  let paidUuid = '';
  let unpaidUuid = '';
  let paidSku = '';

  const desk = (method: string, path: string, body?: unknown, cookie = credit) =>
    staffRequest(t, cookie, method, `/api/admin${path}`, body);
  const pay = async (uuid: string) => {
    const { token } = (await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string };
    await t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({ origin: SHOP, token, number: VISA_OK, expiry: '12/39', cvc: '123' }),
    });
  };
  const mailsTo = async (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  const auditOf = (target: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    await addAccount(t.db, 'credit-desk@firma.ro', 'credit');
    await addAccount(t.db, 'editor-desk@firma.ro', 'editor');
    credit = (await login(t, 'credit-desk@firma.ro')).cookie;
    editor = (await login(t, 'editor-desk@firma.ro')).cookie;
    paidSku = await orderableSku(t.db, [2, 3], 3);
    paidUuid = await approvedCreditOrder(t, paidSku);
    await pay(paidUuid);
    unpaidUuid = await approvedCreditOrder(t, await orderableSku(t.db, [2, 3], 4));
    // A shopper's name that a spreadsheet would run as a formula.
    await t.db.execute(
      sql`update client_orders set contact = jsonb_set(contact, '{prenume}', '"=HYPERLINK(\\"http://x\\")"') where uuid = ${unpaidUuid}`,
    );
  });

  it('refuses every desk route to an editor (403) and lets a credit officer in', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/orders'],
      ['GET', '/orders/export.csv'],
      ['GET', `/orders/${paidUuid}`],
      ['POST', `/orders/${paidUuid}/handover`, { date: addDays(todayIn(), 3) }],
      ['POST', `/orders/${paidUuid}/delivered`, {}],
      ['POST', `/orders/${paidUuid}/cancel`, {}],
      ['POST', `/orders/${paidUuid}/notes`, { text: 'nota' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await desk(method, path, body, editor)).status, `${method} ${path}`).toBe(403);
    }
    expect((await desk('GET', '/orders')).status).toBe(200);
    expect((await t.request('/api/admin/orders')).status).toBe(401);
  });

  it('lists orders paged, sorted and filtered by status, product, person, dates, car and e-mail', async () => {
    const all = await desk('GET', '/orders?per_page=1&sort=created_at&order=DESC');
    expect(all.headers.get('Content-Range')).toMatch(/^orders 0-0\/\d+$/);
    expect((all.body as unknown[]).length).toBe(1);
    const paid = (await desk('GET', '/orders?status=paid&per_page=100')).body as Record<string, unknown>[];
    expect(paid.map((row) => row.id)).toContain(paidUuid);
    expect(paid.every((row) => row.status === 'paid')).toBe(true);
    const approved = (await desk('GET', '/orders?status=approved&per_page=100')).body as Record<
      string,
      unknown
    >[];
    expect(approved.map((row) => row.id)).toContain(unpaidUuid);
    expect(approved.map((row) => row.id)).not.toContain(paidUuid);
    const bySku = (await desk('GET', `/orders?sku=${paidSku}`)).body as Record<string, unknown>[];
    expect(bySku.map((row) => row.id)).toEqual([paidUuid]);
    const [first] = bySku;
    const email = String(first?.email).toUpperCase();
    const byEmail = (await desk('GET', `/orders?email=${encodeURIComponent(email)}&product=credit&person=1`))
      .body as Record<string, unknown>[];
    expect(byEmail.map((row) => row.id)).toContain(paidUuid);
    const today = todayIn();
    const inRange = (await desk('GET', `/orders?from=${today}&to=${today}&sku=${paidSku}`)).body as unknown[];
    expect(inRange).toHaveLength(1);
    const before = (await desk('GET', `/orders?to=${addDays(today, -1)}&sku=${paidSku}`)).body as unknown[];
    expect(before).toHaveLength(0);
    expect((await desk('GET', `/orders?person=2&sku=${paidSku}`)).body).toEqual([]);
    expect((await desk('GET', '/orders?status=sold')).status).toBe(422);
    expect((await desk('GET', '/orders?from=2026-13-01')).status).toBe(422);
  });

  it('exports the filtered list as CSV with formula cells defused, and audits the export', async () => {
    const reply = await t.app.request(`/api/admin/orders/export.csv?status=approved`, {
      headers: { Cookie: credit },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('Content-Disposition')).toMatch(
      /attachment; filename="comenzi-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = await reply.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(d.csvHeader.join(','));
    const line = lines.find((text) => text.startsWith(unpaidUuid));
    expect(line).toContain(`"'=HYPERLINK(""http://x"")`);
    expect(csv).not.toContain(paidUuid);
    const [entry] = await auditOf('orders');
    expect(entry).toMatchObject({
      action: 'data.export',
      actorEmail: 'credit-desk@firma.ro',
      after: { filters: { status: 'approved' } },
    });
  });

  it('shows the order with its whole timeline: request, steps, decision with facts, payment', async () => {
    const { status, body } = await desk('GET', `/orders/${paidUuid}`);
    expect(status).toBe(200);
    const order = body as { status: string; actions: string[]; timeline: Record<string, unknown>[] };
    expect(order.status).toBe('paid');
    expect(order.actions).toEqual(['handover', 'cancel']);
    const kinds = order.timeline.map((entry) => entry.kind);
    expect(kinds.slice(0, 4)).toEqual(['created', 'step', 'step', 'step']);
    expect(kinds).toEqual(expect.arrayContaining(['rating', 'payment', 'paid']));
    const rating = order.timeline.find((entry) => entry.kind === 'rating');
    expect(rating).toMatchObject({ title: d.timeline.rating[1], actor: 'system' });
    expect(String((rating?.details as string[] | undefined)?.[0])).toMatch(
      /^Fapte: venit net 50\.000,00 lei/,
    );
    expect(order.timeline.find((entry) => entry.kind === 'created')).toMatchObject({ actor: 'customer' });
    const times = order.timeline.map((entry) => String(entry.at));
    expect([...times].sort()).toEqual(times);
    expect((await desk('GET', '/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await desk('GET', '/orders/nu-e-un-cod')).status).toBe(404);
  });

  it('adds an internal note to the timeline and the audit trail, never to the customer page', async () => {
    expect((await desk('POST', `/orders/${paidUuid}/notes`, { text: '   ' })).status).toBe(422);
    expect((await desk('POST', `/orders/${paidUuid}/notes`, { text: 'x'.repeat(2001) })).status).toBe(422);
    const added = await desk('POST', `/orders/${paidUuid}/notes`, { text: 'Clientul prefera ziua de luni.' });
    expect(added.status).toBe(201);
    const order = (await desk('GET', `/orders/${paidUuid}`)).body as { timeline: Record<string, unknown>[] };
    expect(order.timeline.at(-1)).toMatchObject({
      kind: 'note',
      details: ['Clientul prefera ziua de luni.'],
      actor: 'staff',
      actor_email: 'credit-desk@firma.ro',
    });
    const [entry] = await auditOf(`orders/${paidUuid}`);
    expect(entry).toMatchObject({ action: 'order.note', after: { text: 'Clientul prefera ziua de luni.' } });
    const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, paidUuid));
    const page = await t.request(`/api/order-status/${row?.accessToken}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('prefera ziua de luni');
  });

  it('does not cancel an order while its card payment is open (it could still take the car)', async () => {
    const uuid = await approvedCreditOrder(t, await orderableSku(t.db, [2, 3], 6));
    const { token } = (await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string };
    expect(token).not.toBe('invalid');
    const refused = await desk('POST', `/orders/${uuid}/cancel`, {});
    expect(refused).toMatchObject({ status: 409, body: { message: d.errors.paymentInProgress } });
  });

  it('refuses a status action the order does not allow (409) and a bad date (422)', async () => {
    const date = addDays(todayIn(), 5);
    expect((await desk('POST', `/orders/${unpaidUuid}/handover`, { date })).status).toBe(409);
    expect((await desk('POST', `/orders/${paidUuid}/delivered`, {})).status).toBe(409);
    const past = await desk('POST', `/orders/${paidUuid}/handover`, { date: addDays(todayIn(), -1) });
    expect(past).toMatchObject({ status: 422, body: { errors: { date: d.errors.handoverDate.past } } });
    const wrong = await desk('POST', `/orders/${paidUuid}/handover`, { date: '31.12.2026' });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { date: d.errors.handoverDate.invalid } } });
  });

  it('confirms the handover date, then the handover: e-mails, events by the officer, audit entries', async () => {
    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, paidUuid));
    const email = order?.contact.email ?? '';
    const date = addDays(todayIn(), 7);
    const set = await desk('POST', `/orders/${paidUuid}/handover`, { date });
    expect(set).toMatchObject({ status: 200, body: { status: 'handover_set' } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('Data predarii masinii');
    expect(mail?.html).toContain(`/comanda/${order?.accessToken}`);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderUuid, paidUuid), eq(orderEvents.kind, 'handover_date')));
    expect(event).toMatchObject({ detail: date, actor: 'credit-desk@firma.ro' });
    expect(event?.notifiedAt).not.toBeNull();

    const delivered = await desk('POST', `/orders/${paidUuid}/delivered`, {});
    expect(delivered).toMatchObject({ status: 200, body: { status: 'delivered' } });
    expect((await mailsTo(email))[0]?.subject).toContain('v-a fost predata');
    const entries = await auditOf(`orders/${paidUuid}`);
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['order.status', { status: 'handover_set', handover_date: date }, { status: 'delivered' }],
      [
        'order.status',
        { status: 'paid', handover_date: null },
        { status: 'handover_set', handover_date: date },
      ],
    ]);
    expect((await desk('POST', `/orders/${paidUuid}/cancel`, {})).status).toBe(409);
    const page = (await t.request(`/api/order-status/${order?.accessToken}`)).body as {
      timeline: { key: string; state: string }[];
    };
    expect(page.timeline.filter((step) => step.key.startsWith('handover')).map((step) => step.state)).toEqual(
      ['done', 'done'],
    );
  });

  it('cancels a paid order: the car is back in stock at once, with its content event, e-mail and audit', async () => {
    const sku = await orderableSku(t.db, [2, 3], 5);
    const uuid = await approvedCreditOrder(t, sku);
    await pay(uuid);
    const [car] = await t.db.select().from(cars).where(eq(cars.sku, sku));
    expect(car?.carVisibilityId).toBe(4);
    notified.length = 0;
    const cancelled = await desk('POST', `/orders/${uuid}/cancel`, { reason: 'Clientul a renuntat.' });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    const [after] = await t.db.select().from(cars).where(eq(cars.sku, sku));
    expect(after?.carVisibilityId).toBe(2);
    expect(await t.db.select().from(carReservations).where(eq(carReservations.orderUuid, uuid))).toEqual([]);
    expect(notified).toMatchObject([{ kind: 'car.released', subject: sku }]);
    const listed = (await t.request(`/api/cars/${sku}`)).body as Record<string, unknown>;
    expect(listed.car_visibility_id).toBe(2);
    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    const [mail] = await mailsTo(order?.contact.email ?? '');
    expect(mail?.subject).toBe(`Comanda ${uuid} a fost anulata`);
    expect(mail?.html).toContain('Clientul a renuntat.');
    const [entry] = await auditOf(`orders/${uuid}`);
    expect(entry).toMatchObject({
      action: 'order.status',
      before: { status: 'paid' },
      after: { status: 'cancelled', reason: 'Clientul a renuntat.', car_released: true },
    });
    expect((await desk('POST', `/orders/${uuid}/cancel`, {})).status).toBe(409);
    const checkout = (await t.request(`/api/payments?order_code=${uuid}`)).body as Record<string, string>;
    expect(checkout.token).toBe('invalid');
    const page = (await t.request(`/api/order-status/${order?.accessToken}`)).body as {
      timeline: { key: string; state: string }[];
    };
    expect(page.timeline.at(-1)).toMatchObject({ key: 'cancelled', state: 'done' });
  });
});
