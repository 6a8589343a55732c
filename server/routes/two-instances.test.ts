/**
 * Two shop instances behind a load balancer: each its own app, its own connection pool on one
 * database (PostgreSQL when TEST_DATABASE_URL is set) and its own S3 client on one object store (a
 * real S3-protocol server started here). What a visitor does through one is what the other sees.
 * The other shared duties have their own two-instance tests: each e-mail sent once
 * (mail/dispatcher.test.ts), each decision job run once (decision/worker.test.ts), rebuilds one at
 * a time (rebuild/cross-instance.test.ts), kept orders (client-order/kept-order.test.ts).
 */
import { eq } from 'drizzle-orm';
import type { CarDetail } from '../../src/domain/cms-schemas.ts';
import { ro } from '../../src/i18n/ro.ts';
import { refunds } from '../db/schema.ts';
import type { RateLimitOptions } from '../rate-limit/rate-limit.ts';
import { openStorages } from '../storage/open-storages.ts';
import { TEST_TODAY, type TestInstance, testBackends, useTestInstances } from '../test/harness.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-server.ts';
import { carDetail, freeSlots, jsonInit, viewableCar, visitor } from './leads/lead.fixture.ts';
import { onePagePdf } from './refunds/pdf.fixture.ts';
import { refundUuid } from './refunds/refund-key.ts';

const PDF = onePagePdf();

/** What @hono/node-server hands the app for a request from `address`. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function refundForm(): FormData {
  const form = new FormData();
  const fields = {
    payer_name: 'Ion Vasilescu',
    payment_value: '1.100,50',
    payment_date: '2026-06-01',
    financial_product: 'abonament_auto',
    account: 'RO49AAAA1B31007593840000',
    terms_gdpr: 'true',
    terms: 'on',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new File([PDF], 'extras.pdf', { type: 'application/pdf' }));
  return form;
}

describe.each(testBackends())('two instances on one $name database and one S3 store', (backend) => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(() => s3.close());

  const rateLimits: RateLimitOptions = {
    // Viewings and refunds are limited by `forms`: high enough for the suite, counted in the test below.
    limits: { forms: { limit: 4, windowMs: 60_000 }, orders: null, wizard: null },
    trustedProxies: 0,
    secret: 'two-instances-secret',
  };
  const [a, b] = useTestInstances(backend, () => ({
    // Each instance opens the store as its process would: a client of its own.
    ...openStorages({ kind: 's3', s3: s3.env }),
    rateLimits,
  }));
  const asVisitor = (instance: TestInstance, address: string, path: string, init: RequestInit) =>
    instance.app.request(path, init, fromSocket(address));

  it('a refund uploaded through one is read through the other, and never served as a public file', async () => {
    const key = 'two-instances-refund-01';
    const stored = await asVisitor(a, '198.51.100.1', '/api/refunds', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: refundForm(),
    });
    expect(stored.status).toBe(201);
    expect((await b.request(`/api/refunds/${key}`)).body).toEqual({ received: true, file_stored: true });
    const [row] = await b.db
      .select()
      .from(refunds)
      .where(eq(refunds.uuid, refundUuid(key)));
    const fileKey = row?.fileKey ?? '';
    expect((await openStorages({ kind: 's3', s3: s3.env }).privateStorage.get(fileKey))?.bytes).toEqual(PDF);
    // The bank statement is not under /storage on either instance (the public prefix of the bucket).
    for (const instance of [a, b])
      expect((await instance.app.request(`/storage/${fileKey}`)).status).toBe(404);
  });

  it('counts a visitor’s rate limit across both instances', async () => {
    const contact = (instance: TestInstance) =>
      asVisitor(
        instance,
        '192.0.2.77',
        '/api/contact-form',
        jsonInit({
          name: 'Ana Popescu',
          email: 'ana.popescu@example.ro',
          message: 'As dori detalii despre abonamentul auto.',
          data_protection: true,
        }),
      );
    const answers = [];
    for (const instance of [a, b, a, b, a, b]) answers.push((await contact(instance)).status);
    expect(answers).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('a viewing booked through one blocks the hour on the other, and the other shows it booked', async () => {
    const car: CarDetail = await carDetail(a, await viewableCar(a.db));
    const { date, hours } = freeSlots(car, TEST_TODAY, 1);
    const slot = { date, hour: hours[0] };
    const book = (instance: TestInstance, address: string, email: string) =>
      asVisitor(
        instance,
        address,
        '/api/reservations',
        jsonInit({ car_id: car.id, ...visitor, email, ...slot }),
      );
    expect((await book(a, '198.51.100.20', 'first@example.ro')).status).toBe(201);
    const second = await book(b, '198.51.100.21', 'second@example.ro');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: ro.leads.slotTaken });
    expect((await carDetail(b, car.sku)).location.reservations).toContainEqual(slot);
  });
});
