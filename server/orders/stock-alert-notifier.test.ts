import { and, eq, like, ne } from 'drizzle-orm';
import { cars, outbox, stockAlerts } from '../db/schema.ts';
import { approvedCreditOrder, PAYING_APP, SHOP } from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { notifyStockAlerts } from './stock-alert-notifier.ts';

const TOKEN = 'stock-alert-admin-token-of-32-characters';
const VISA_OK = '4111111111111111';

const subscriber = (email: string) => ({
  nume: 'Ionescu',
  prenume: 'Maria',
  email,
  oras: 'Cluj-Napoca',
  telefon: '+40 744 123 456',
  data_protection: true,
});

describe.each(testBackends())('stock alerts that alert on $name', (backend) => {
  const t = useTestApp(backend, { ...PAYING_APP, adminToken: TOKEN });
  const pass = () => notifyStockAlerts({ db: t.db, now: () => new Date(), siteOrigin: SHOP });
  const admin = (method: string, path: string, body?: unknown) =>
    t.request(`/api/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const alertFor = async (sku: string, email: string) => {
    const reply = await t.request('/api/stock-alert', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sku, ...subscriber(email) }),
    });
    expect(reply.status).toBe(201);
  };
  const availableMails = (email: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, 'Masina pe care o asteptai%')));

  it('tells the subscriber once when the reserved car they asked about is back in stock', async () => {
    const [car] = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.carVisibilityId, 2), ne(cars.categoryId, 1)))
      .limit(1);
    if (!car) throw new Error('no car in stock');
    const uuid = await approvedCreditOrder(t, car.sku);
    const { token } = (await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string };
    await t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({ origin: SHOP, token, number: VISA_OK, expiry: '12/39', cvc: '123' }),
    });
    await alertFor(car.sku, 'alerta.rezervata@example.ro');
    // Other cars of the model that are in stock since before the alert tell nothing new.
    expect(await pass()).toBe(0);

    expect((await admin('POST', `/orders/${uuid}/cancel`, { reason: 'Renuntare' })).status).toBe(200);
    expect(await pass()).toBe(1);
    const [mail] = await availableMails('alerta.rezervata@example.ro');
    expect(mail?.subject).toBe(`Masina pe care o asteptai este disponibila: ${car.productName}`);
    expect(mail?.html).toContain(`href="${SHOP}/masina/${car.sku}"`);
    const [alert] = await t.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.email, 'alerta.rezervata@example.ro'));
    expect(alert).toMatchObject({ notifiedSku: car.sku });
    expect(alert?.notifiedAt).not.toBeNull();

    // Once: a later change to the car sends nothing more.
    expect((await admin('PATCH', `/cars/${car.sku}`, { km_no: 12_345 })).status).toBe(200);
    expect(await pass()).toBe(0);
    expect(await availableMails('alerta.rezervata@example.ro')).toHaveLength(1);
  });

  it('tells the subscriber when a new car of the model is published', async () => {
    const [reserved] = await t.db.select().from(cars).where(eq(cars.carVisibilityId, 4)).limit(1);
    if (!reserved) throw new Error('no reserved car');
    await alertFor(reserved.sku, 'alerta.noua@example.ro');
    expect(await pass()).toBe(0);
    const hidden = await admin('POST', '/cars', {
      from_sku: reserved.sku,
      sku: 'AL-9001',
      overrides: { car_visibility_id: 1 },
    });
    expect(hidden.status).toBe(201);
    expect(await pass()).toBe(0);
    expect((await admin('PATCH', '/cars/AL-9001', { car_visibility_id: 2 })).status).toBe(200);
    expect(await pass()).toBe(1);
    const [mail] = await availableMails('alerta.noua@example.ro');
    expect(mail?.html).toContain(`${SHOP}/masina/AL-9001`);
    expect(await pass()).toBe(0);
  });
});
