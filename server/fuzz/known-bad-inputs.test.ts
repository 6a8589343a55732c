/**
 * The inputs the hardening review found answered with a 500 or accepted though wrong, each replayed
 * against the route that failed: every one must now be a 4xx naming its field in Romanian.
 */
import { eq } from 'drizzle-orm';
import { cars } from '../db/schema.ts';
import { ADMIN_TOKEN } from '../routes/admin/admin.fixture.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ADMIN_TOKEN}` },
  body: JSON.stringify(body),
});

describe.each(testBackends())('inputs that used to fail ($name)', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN });
  let sku: string;
  let carId: number;
  let place: { judet: number; localitate: string };
  let order: string;

  beforeAll(async () => {
    sku = await orderableSku(t.db, [2, 3]);
    const [car] = await t.db.select({ id: cars.id }).from(cars).where(eq(cars.sku, sku));
    carId = car?.id ?? 1;
    place = await someLocality(t.db);
    order = await createOrder(t, contactBody(sku, place, CREDIT_TERMS));
  });

  const person = { last_name: 'Pop', first_name: 'Ana', phone_no: '+40712345678', email: 'ana@example.ro' };
  const cases: [string, string, () => [string, unknown], string][] = [
    [
      'NUL in a contact name',
      'POST',
      () => [
        '/api/contact-form',
        { name: 'Ion\u0000Pop', email: 'a@b.ro', message: 'Buna ziua, va rog.', data_protection: true },
      ],
      'name',
    ],
    [
      'a lone surrogate in a delivery address',
      'POST',
      () => [
        '/api/client-order/delivery',
        { order_code: order, ...place, adresa: '\udfff', telefon: '+40712345678', terms_conditions: true },
      ],
      'adresa',
    ],
    [
      'judet 2^31 on an order',
      'POST',
      () => ['/api/client-order', contactBody(sku, { ...place, judet: 2 ** 31 }, CREDIT_TERMS)],
      'judet',
    ],
    [
      'judet 1e308 on delivery',
      'POST',
      () => [
        '/api/client-order/delivery',
        {
          order_code: order,
          ...place,
          judet: 1e308,
          adresa: 'Str. 1',
          telefon: '+40712345678',
          terms_conditions: true,
        },
      ],
      'judet',
    ],
    [
      'car_id 2^31 on a viewing',
      'POST',
      () => ['/api/reservations', { car_id: 2 ** 31, ...person, date: '2026-03-10', hour: 10 }],
      'car_id',
    ],
    [
      'a viewing on 9999-12-31',
      'POST',
      () => ['/api/reservations', { car_id: carId, ...person, date: '9999-12-31', hour: 10 }],
      'date',
    ],
    [
      'a birth date of 1900-01-01',
      'POST',
      () => ['/api/client-order', contactBody(sku, place, { ...CREDIT_TERMS, data_nasterii: '1900-01-01' })],
      'data_nasterii',
    ],
    [
      'a 5,000-character e-mail local part',
      'POST',
      () => ['/api/subscribers', { email: `${'a'.repeat(5000)}@example.ro`, data_protection: true }],
      'email',
    ],
    [
      'email 5 with person 3',
      'POST',
      () => ['/api/client-order', contactBody(sku, place, { ...CREDIT_TERMS, email: 5, person: 3 })],
      'person',
    ],
    [
      'a 100 KB street',
      'PUT',
      () => [`/api/client-order/${order}`, { stare_civila: 1, studii: 'S'.repeat(100_000) }],
      '',
    ],
    ['admin color_id 2^31', 'PATCH', () => [`/api/admin/cars/${sku}`, { color_id: 2 ** 31 }], 'color_id'],
    [
      'admin price 1e308',
      'PATCH',
      () => [`/api/admin/cars/${sku}`, { initial_price: 1e308 }],
      'initial_price',
    ],
    [
      'admin price the offer engine cannot finance',
      'PATCH',
      () => [`/api/admin/cars/${sku}`, { initial_price: 0.01, reduced_price: null }],
      'initial_price',
    ],
    [
      'NUL in an admin page name',
      'PUT',
      () => ['/api/admin/static-pages/despre', { name: 'A\u0000B', content: '<p>x</p>' }],
      'name',
    ],
  ];

  it.each(cases)('%s is a 4xx naming the field', async (_name, method, build, field) => {
    const [path, body] = build();
    const res = await t.request(path, json(method, body));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (field) expect(res.body).toHaveProperty(['errors', field]);
  });
});
