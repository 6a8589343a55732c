import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { contactMessages } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

const valid = {
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  message: 'As dori detalii despre abonamentul auto.',
  data_protection: true,
};

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

describe.each(testBackends())('POST /api/contact-form on $name', (backend) => {
  const t = useTestApp(backend);
  const rowsWithKey = (key: string) =>
    t.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));

  it('stores a valid message with 201', async () => {
    const key = 'contact-first-0001';
    const { status, body } = await t.request('/api/contact-form', post(valid, { 'Idempotency-Key': key }));
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Mesajul dumneavoastra a fost trimis cu succes!' });
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: valid.name, email: valid.email, dataProtection: true });
  });

  it.each([
    ['header', (key: string) => post(valid, { 'Idempotency-Key': key })],
    ['body', (key: string) => post({ ...valid, idempotency_key: key })],
  ])('a retry with the same %s key answers 200 and stores nothing more', async (_where, init) => {
    const key = `contact-retry-${_where}-01`;
    expect((await t.request('/api/contact-form', init(key))).status).toBe(201);
    expect((await t.request('/api/contact-form', init(key))).status).toBe(200);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it('two concurrent sends with one key leave one row', async () => {
    const key = 'contact-race-000001';
    const statuses = await Promise.all(
      [1, 2, 3].map(
        async () => (await t.request('/api/contact-form', post(valid, { 'Idempotency-Key': key }))).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it.each([
    ['name', { name: 'A' }, 'Numele trebuie sa contina minim 2 caractere'],
    ['email', { email: 'ana@' }, 'Format email invalid'],
    ['message', { message: 'scurt' }, 'Mesajul trebuie sa contina minim 10 caractere'],
    ['data_protection', { data_protection: false }, 'Verifica informatii privind protectia datelor'],
  ])('refuses a bad %s with 422 and its message', async (field, change, message) => {
    const { status, body } = await t.request('/api/contact-form', post({ ...valid, ...change }));
    expect(status).toBe(422);
    expect(body).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a body that is not JSON with 422 and says so in Romanian', async () => {
    const { status, body } = await t.request('/api/contact-form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(status).toBe(422);
    expect(body).toEqual({ message: ro.publicApi.bodyNotJson });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const { status, body } = await t.request(
      '/api/contact-form',
      post({ ...valid, message: 'x'.repeat(70_000) }),
    );
    expect(status).toBe(413);
    expect(body).toEqual({ message: ro.publicApi.bodyTooLarge });
  });

  it('refuses a malformed Idempotency-Key header instead of storing without it', async () => {
    const { status, body } = await t.request(
      '/api/contact-form',
      post(valid, { 'Idempotency-Key': 'short' }),
    );
    expect(status).toBe(422);
    const message = ro.publicApi.idempotencyKeyInvalid;
    expect(body).toEqual({ message, errors: { idempotency_key: message } });
  });

  it('answers the receipt for a stored key only', async () => {
    const key = 'contact-receipt-001';
    expect((await t.request(`/api/contact-form/${key}`)).body).toEqual({ received: false });
    await t.request('/api/contact-form', post(valid, { 'Idempotency-Key': key }));
    const receipt = await t.request(`/api/contact-form/${key}`);
    expect(receipt.body).toEqual({ received: true });
    expect(receipt.headers.get('Cache-Control')).toBe('no-store');
  });
});
