import { and, asc, eq, isNull, like, ne } from 'drizzle-orm';
import { cars, outbox, priceAlerts } from '../../db/schema.ts';
import { testBackends, useTestApp, useTestInstances } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
import { notifyPriceDrops } from './price-alert-notifier.ts';
import { MAX_MAILS_PER_ADDRESS, RESEND_AFTER_MS } from './price-alerts.handlers.ts';

const SHOP = 'https://shop.ro';
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A clock each test moves by hand. */
let now = new Date('2026-03-02T10:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe.each(testBackends())('price-drop alerts on $name', (backend) => {
  const t = useTestApp(backend, { now: () => now, siteOrigin: SHOP, adminToken: ADMIN_TOKEN });
  const pass = () => notifyPriceDrops({ db: t.db, now: () => now, siteOrigin: SHOP });
  const mailsTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
  const dropMailsTo = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, 'A scazut pretul%')))
      .orderBy(outbox.id);
  const tokenMailedTo = async (email: string) =>
    /confirmare\?token=([A-Za-z0-9_-]{43})/.exec((await mailsTo(email)).at(-1)?.html ?? '')?.[1] ?? '';
  const unsubscribeTokenOf = async (email: string) =>
    /dezabonare\?token=([A-Za-z0-9_-]{43})/.exec((await mailsTo(email)).at(-1)?.html ?? '')?.[1] ?? '';
  const ask = (sku: string, email: string) =>
    t.request('/api/price-alerts', post({ sku, email, data_protection: true }));
  const confirm = (token: string) =>
    t.request(`/api/price-alerts/confirm?token=${token}`, { method: 'POST' });
  const unsubscribe = (token: string) =>
    t.request(`/api/price-alerts/unsubscribe?token=${token}`, { method: 'POST' });
  const patchCar = async (sku: string, patch: Record<string, unknown>) =>
    expect((await adminRequest(t, 'PATCH', `/api/admin/cars/${sku}`, patch)).status).toBe(200);
  /** Financing cars in stock priced without a reduction, one per test. */
  const financingCar = async (index: number) => {
    const rows = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.carVisibilityId, 2), ne(cars.categoryId, 1), isNull(cars.reducedPrice)))
      .orderBy(asc(cars.id));
    const car = rows[index];
    if (!car) throw new Error('the seed has too few financing cars in stock');
    return car;
  };
  const activeAlert = async (sku: string, email: string) => {
    expect((await ask(sku, email)).status).toBe(202);
    expect((await confirm(await tokenMailedTo(email))).body).toMatchObject({ sku });
  };

  it('stores the request lower-cased, not yet active, and mails it a confirmation link', async () => {
    const car = await financingCar(0);
    const { status, body } = await ask(car.sku, 'Maria.Pret@Example.RO');
    expect(status).toBe(202);
    expect(body).toEqual({ message: expect.stringContaining('Ti-am trimis un e-mail de confirmare') });
    const [row] = await t.db.select().from(priceAlerts).where(eq(priceAlerts.email, 'maria.pret@example.ro'));
    expect(row).toMatchObject({ sku: car.sku, confirmedAt: null, unsubscribedAt: null });
    const [mail] = await mailsTo('maria.pret@example.ro');
    const token = await tokenMailedTo('maria.pret@example.ro');
    const stop = await unsubscribeTokenOf('maria.pret@example.ro');
    expect(mail?.subject).toBe(`Confirma alerta de pret pentru ${car.productName}`);
    expect(mail?.html).toContain(`href="${SHOP}/alerta-pret/confirmare?token=${token}"`);
    expect(mail?.html).toContain(`href="${SHOP}/alerta-pret/dezabonare?token=${stop}"`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${SHOP}/api/price-alerts/unsubscribe?token=${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only a hash of the confirmation secret is stored.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses bad input with 422 and a Romanian message per field, and a car not offered', async () => {
    const { status, body } = await t.request(
      '/api/price-alerts',
      post({ sku: 'nu e un sku', email: 'fara-arond', data_protection: false }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: {
        sku: 'Camp obligatoriu',
        email: 'Format email invalid',
        data_protection: 'Verifica informatii privind protectia datelor',
      },
    });
    const long = await t.request(
      '/api/price-alerts',
      post({ sku: 'A'.repeat(65), email: `${'a'.repeat(300)}@x.ro` }),
    );
    expect(long.status).toBe(422);
    for (const sku of [
      'NU-EXISTA-1',
      (await t.db.select().from(cars).where(eq(cars.carVisibilityId, 1)))[0]?.sku,
    ]) {
      if (sku === undefined) continue;
      const refused = await ask(sku, 'ana.pret@example.ro');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        errors: { sku: expect.stringContaining('nu mai este in oferta') },
      });
    }
    expect(await mailsTo('ana.pret@example.ro')).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or expired link', async () => {
    for (const link of ['A'.repeat(43), 'scurt']) {
      expect((await confirm(link)).status).toBe(404);
      expect((await unsubscribe(link)).status).toBe(404);
    }
    const car = await financingCar(0);
    await ask(car.sku, 'expirat.pret@example.ro');
    const token = await tokenMailedTo('expirat.pret@example.ro');
    advance(7 * 24 * 3_600_000 + 1000);
    expect((await confirm(token)).body).toEqual({ message: expect.stringContaining('Linkul nu este valid') });
  });

  it('never stores the same car and address twice, nor floods the mailbox', async () => {
    const car = await financingCar(1);
    const email = 'repetat.pret@example.ro';
    expect((await ask(car.sku, email)).status).toBe(202);
    expect((await ask(car.sku, 'REPETAT.pret@example.ro')).status).toBe(202);
    expect(await t.db.select().from(priceAlerts).where(eq(priceAlerts.email, email))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    advance(RESEND_AFTER_MS + 1000);
    await ask(car.sku, email);
    expect(await mailsTo(email)).toHaveLength(2);
    // An active alert asked again: same answer, an e-mail saying it is active, no second row.
    await confirm(await tokenMailedTo(email));
    advance(RESEND_AFTER_MS + 1000);
    expect((await ask(car.sku, email)).status).toBe(202);
    expect((await mailsTo(email)).at(-1)?.subject).toContain('este deja activa');
    // Many cars for one address within minutes: at most MAX_MAILS_PER_ADDRESS e-mails.
    advance(RESEND_AFTER_MS + 1000);
    const others = await t.db
      .select()
      .from(cars)
      .where(eq(cars.carVisibilityId, 2))
      .limit(MAX_MAILS_PER_ADDRESS + 3);
    for (const other of others) await ask(other.sku, 'inundat@example.ro');
    expect(await mailsTo('inundat@example.ro')).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });

  it('sends exactly one e-mail per drop, none for a rise or another field, none after unsubscribing', async () => {
    const car = await financingCar(2);
    const email = 'scadere@example.ro';
    await ask(car.sku, email);
    // Not confirmed yet: a drop sends nothing.
    await patchCar(car.sku, { initial_price: car.initialPrice - 100 });
    expect(await pass()).toBe(0);
    await confirm(await tokenMailedTo(email));
    const start = car.initialPrice - 100;
    expect(await pass()).toBe(0);

    await patchCar(car.sku, { km_no: 12_345 });
    expect(await pass()).toBe(1);
    expect(await dropMailsTo(email)).toEqual([]);

    await patchCar(car.sku, { initial_price: start - 1000 });
    expect(await pass()).toBe(1);
    const [mail, ...more] = await dropMailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`A scazut pretul: ${car.productName}`);
    const fmt = (n: number) => new Intl.NumberFormat('ro-RO').format(n);
    expect(mail?.html).toContain(`de la ${fmt(start)} € la ${fmt(start - 1000)} €`);
    expect(mail?.html).toContain(`href="${SHOP}/masina/${car.sku}"`);
    const stop = await unsubscribeTokenOf(email);
    expect(mail?.html).toContain(`href="${SHOP}/alerta-pret/dezabonare?token=${stop}"`);
    expect(mail?.headers).toMatchObject({
      'List-Unsubscribe': `<${SHOP}/api/price-alerts/unsubscribe?token=${stop}>`,
    });

    // The same event again, the same price saved again: nothing.
    expect(await pass()).toBe(0);
    await patchCar(car.sku, { initial_price: start - 1000 });
    await pass();
    // A rise, then a drop to a level above the one announced: nothing.
    await patchCar(car.sku, { initial_price: start + 500 });
    await pass();
    await patchCar(car.sku, { initial_price: start - 500 });
    await pass();
    expect(await dropMailsTo(email)).toHaveLength(1);
    // A reduced price below the last announced: the second drop.
    await patchCar(car.sku, { reduced_price: start - 1500 });
    await pass();
    expect((await dropMailsTo(email)).at(-1)?.html).toContain(
      `de la ${fmt(start - 1000)} € la ${fmt(start - 1500)} €`,
    );
    expect(await dropMailsTo(email)).toHaveLength(2);

    // A mail client's own button (RFC 8058): a form body, read no further; then the page's click.
    const oneClick = await t.request(`/api/price-alerts/unsubscribe?token=${stop}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await unsubscribe(stop)).status).toBe(200);
    await patchCar(car.sku, { reduced_price: start - 3000 });
    await pass();
    expect(await dropMailsTo(email)).toHaveLength(2);
  });

  it('sends nothing while the car is hidden, and the drop once it is offered again', async () => {
    const car = await financingCar(3);
    const email = 'ascunsa@example.ro';
    await activeAlert(car.sku, email);
    await patchCar(car.sku, { car_visibility_id: 1 });
    await patchCar(car.sku, { initial_price: car.initialPrice - 2000 });
    await pass();
    expect(await dropMailsTo(email)).toEqual([]);
    await patchCar(car.sku, { car_visibility_id: 2 });
    await pass();
    expect(await dropMailsTo(email)).toHaveLength(1);
  });
});

describe.each(testBackends())('price-drop alerts with two shop processes on $name', (backend) => {
  const [a, b] = useTestInstances(backend, { now: () => now, siteOrigin: SHOP, adminToken: ADMIN_TOKEN });

  it('sends a drop once, whichever process weighs it', async () => {
    const [car] = await a.db
      .select()
      .from(cars)
      .where(and(eq(cars.carVisibilityId, 2), ne(cars.categoryId, 1), isNull(cars.reducedPrice)))
      .limit(1);
    if (!car) throw new Error('no financing car in stock');
    const email = 'doua.procese@example.ro';
    expect(
      (await a.request('/api/price-alerts', post({ sku: car.sku, email, data_protection: true }))).status,
    ).toBe(202);
    const [confirmation] = await a.db.select().from(outbox).where(eq(outbox.to, email));
    const token = /confirmare\?token=([A-Za-z0-9_-]{43})/.exec(confirmation?.html ?? '')?.[1] ?? '';
    expect((await b.request(`/api/price-alerts/confirm?token=${token}`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(
      (
        await adminRequest(a, 'PATCH', `/api/admin/cars/${car.sku}`, {
          initial_price: car.initialPrice - 700,
        })
      ).status,
    ).toBe(200);
    const deps = (db: typeof a.db) => ({ db, now: () => now, siteOrigin: SHOP });
    await Promise.all([
      notifyPriceDrops(deps(a.db)),
      notifyPriceDrops(deps(b.db)),
      notifyPriceDrops(deps(a.db)),
    ]);
    await notifyPriceDrops(deps(b.db));
    const drops = await a.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, 'A scazut pretul%')));
    expect(drops).toHaveLength(1);
  });
});
