/**
 * Every lead reaches the business: a stored contact message, stock alert, other-financing request,
 * refund request or viewing booking writes the business inbox's notification (to the
 * `business_inbox` setting, else the server's default) and the shopper's acknowledgement to the
 * outbox; a resend that stores nothing writes nothing.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { DEFAULT_BUSINESS_INBOX } from '../../app.ts';
import { outbox } from '../../db/schema.ts';
import { listAttachments } from '../../mail/outbox.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
import { onePagePdf } from '../refunds/pdf.fixture.ts';
import {
  carDetail,
  freeSlots,
  jsonInit,
  reservedCar,
  subscriptionCar,
  viewableCar,
  visitor,
} from './lead.fixture.ts';

const SHOPPER = 'maria.ionescu@example.ro';

describe.each(testBackends())('lead e-mails on $name', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN });

  /** The messages written since `after` (an outbox id), oldest first. */
  const mailsSince = async (after: number) =>
    (await t.db.select().from(outbox).where(gt(outbox.id, after)).orderBy(outbox.id)).map((mail) => ({
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
    }));
  const lastId = async () =>
    (await t.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;

  it('a contact message: the business gets it, the sender an acknowledgement; a resend, nothing', async () => {
    const before = await lastId();
    const body = {
      name: 'Maria <Ionescu>',
      email: SHOPPER,
      message: 'As dori detalii despre abonament.\nMultumesc!',
      data_protection: true,
    };
    const init = () => jsonInit(body, 'POST', { 'Idempotency-Key': 'lead-mail-contact-01' });
    expect((await t.request('/api/contact-form', init())).status).toBe(201);
    const [business, ack] = await mailsSince(before);
    expect(business).toMatchObject({
      to: DEFAULT_BUSINESS_INBOX,
      subject: expect.stringContaining('contact'),
    });
    expect(business?.html).toContain('Maria &lt;Ionescu&gt; (maria.ionescu@example.ro)');
    expect(business?.html).toContain('As dori detalii despre abonament.<br>Multumesc!');
    expect(ack).toMatchObject({ to: SHOPPER, subject: 'Am primit mesajul tau' });
    const afterFirst = await lastId();
    expect((await t.request('/api/contact-form', init())).status).toBe(200);
    expect(await mailsSince(afterFirst)).toEqual([]);
  });

  it('a stock alert: the business learns who wants which car, the shopper that the alert is on', async () => {
    const sku = await reservedCar(t.db);
    const car = await carDetail(t, sku);
    const before = await lastId();
    const alert = {
      sku,
      nume: 'Ionescu',
      prenume: 'Maria',
      email: SHOPPER,
      oras: 'Cluj-Napoca',
      telefon: '+40 744 123 456',
      data_protection: true,
    };
    expect((await t.request('/api/stock-alert', jsonInit(alert))).status).toBe(201);
    const [business, ack] = await mailsSince(before);
    expect(business?.to).toBe(DEFAULT_BUSINESS_INBOX);
    for (const fact of ['Maria Ionescu', SHOPPER, '+40 744 123 456', 'Cluj-Napoca', sku]) {
      expect(business?.html).toContain(fact);
    }
    expect(ack).toMatchObject({ to: SHOPPER, subject: `Alerta stoc activata: ${car.product_name}` });
  });

  it('an other-financing request: the business gets the request, the shopper an acknowledgement', async () => {
    const sku = await viewableCar(t.db);
    const before = await lastId();
    const request = {
      sku,
      person: 'juridica',
      credit_type: 'credit',
      currency: 'RON',
      nume: 'SC Exemplu SRL',
      email: 'office@exemplu.ro',
      localitate: 'Iasi',
      telefon: '+40 232 000 111',
      data_protection: true,
    };
    expect((await t.request('/api/client-order/other-credit-type', jsonInit(request))).status).toBe(201);
    const [business, ack] = await mailsSince(before);
    expect(business?.to).toBe(DEFAULT_BUSINESS_INBOX);
    expect(business?.html).toContain('o oferta de credit in RON, ca persoana juridica');
    expect(ack?.to).toBe('office@exemplu.ro');
  });

  it('a refund request: the business gets it with the statement, the payer an acknowledgement', async () => {
    const before = await lastId();
    const form = new FormData();
    const fields = {
      payer_name: 'Ion Vasilescu',
      payment_value: '1.100,50',
      payment_date: '2026-06-01',
      financial_product: 'abonament_auto',
      account: 'RO49AAAA1B31007593840000',
      email: 'ion@example.ro',
      terms_gdpr: 'true',
      terms: 'on',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new File([onePagePdf()], 'extras.pdf', { type: 'application/pdf' }));
    const res = await t.request('/api/refunds', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'lead-mail-refund-01' },
      body: form,
    });
    expect(res.status).toBe(201);
    const [business, ack] = await mailsSince(before);
    expect(business?.to).toBe(DEFAULT_BUSINESS_INBOX);
    expect(business?.html).toContain('1.100,50 lei');
    expect(business?.html).toContain('RO49AAAA1B31007593840000');
    expect(await listAttachments(t.db, [business?.id ?? 0])).toMatchObject([
      { fileName: 'extras.pdf', contentType: 'application/pdf' },
    ]);
    expect(ack).toMatchObject({
      to: 'ion@example.ro',
      subject: 'Am primit cererea dumneavoastra de restituire',
    });
  });

  it('a viewing booking: the visitor its confirmation, the business a notice', async () => {
    const car = await carDetail(t, await viewableCar(t.db));
    const { date, hours } = freeSlots(car, TEST_TODAY, 1);
    const before = await lastId();
    const res = await t.request(
      '/api/reservations',
      jsonInit({ car_id: car.id, ...visitor, date, hour: hours[0] }),
    );
    expect(res.status).toBe(201);
    const mails = await mailsSince(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([DEFAULT_BUSINESS_INBOX, visitor.email].sort());
    const notice = mails.find((mail) => mail.to === DEFAULT_BUSINESS_INBOX);
    expect(notice?.html).toContain(`${visitor.first_name} ${visitor.last_name}`);
    expect(notice?.html).toContain(car.sku);
  });

  it('goes to the business_inbox setting once an editor sets it; the setting is not published', async () => {
    const put = await adminRequest(t, 'PUT', '/api/admin/settings/business_inbox', {
      value: 'vanzari@shop.ro',
    });
    expect(put).toMatchObject({ status: 200, body: { key: 'business_inbox', value: 'vanzari@shop.ro' } });
    expect(
      await adminRequest(t, 'PUT', '/api/admin/settings/business_inbox', { value: 'nu-e-mail' }),
    ).toMatchObject({
      status: 422,
    });
    expect(Object.keys((await t.request('/api/settings')).body as object)).not.toContain('business_inbox');
    const before = await lastId();
    const sku = await subscriptionCar(t.db);
    const alert = {
      sku,
      nume: 'Ionescu',
      prenume: 'Maria',
      email: SHOPPER,
      oras: 'Cluj-Napoca',
      telefon: '+40 744 123 456',
      data_protection: true,
    };
    expect((await t.request('/api/stock-alert', jsonInit(alert))).status).toBe(201);
    const business = await t.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, before), eq(outbox.to, 'vanzari@shop.ro')));
    expect(business).toHaveLength(1);
  });
});
