import { sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe.each(testBackends())('POST /api/subscribers on $name', (backend) => {
  const t = useTestApp(backend);
  const rowsFor = (email: string) =>
    t.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);

  it('stores a new address lower-cased with 201', async () => {
    const { status } = await t.request(
      '/api/subscribers',
      post({ email: 'Maria.Ionescu@Example.RO', data_protection: true }),
    );
    expect(status).toBe(201);
    const rows = await rowsFor('maria.ionescu@example.ro');
    expect(rows.map((row) => row.email)).toEqual(['maria.ionescu@example.ro']);
  });

  it.each(['dan.pop@example.ro', 'DAN.POP@example.ro', ' Dan.Pop@Example.ro '])(
    'a repeated address (%s) answers 200 without a second row',
    async (repeat) => {
      await t.request('/api/subscribers', post({ email: 'dan.pop@example.ro', data_protection: true }));
      const { status } = await t.request('/api/subscribers', post({ email: repeat, data_protection: true }));
      expect(status).toBe(200);
      expect(await rowsFor('dan.pop@example.ro')).toHaveLength(1);
    },
  );

  it.each([
    ['email', { email: 'fara-arond', data_protection: true }],
    ['email', { data_protection: true }],
    ['data_protection', { email: 'ok@example.ro', data_protection: false }],
  ])('refuses a missing or bad %s with 422', async (field, body) => {
    const response = await t.request('/api/subscribers', post(body));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { [field]: expect.any(String) } });
  });
});
