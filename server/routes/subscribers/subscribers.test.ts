import { eq, sql } from 'drizzle-orm';
import { outbox, subscribers } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { RESEND_AFTER_MS } from './subscribers.handlers.ts';

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

describe.each(testBackends())('the newsletter with double opt-in on $name', (backend) => {
  const t = useTestApp(backend, { now: () => now, siteOrigin: 'https://shop.ro' });
  const rowsFor = (email: string) =>
    t.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = ${email.toLowerCase()}`);
  const mailsTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
  /** The secret of the newest link mailed to the address. */
  const tokenMailedTo = async (email: string) => {
    const mails = await mailsTo(email);
    const html = mails.at(-1)?.html ?? '';
    return /token=([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? '';
  };
  const signUp = (email: string) => t.request('/api/subscribers', post({ email, data_protection: true }));
  const confirm = (token: string) => t.request(`/api/subscribers/confirm?token=${token}`, { method: 'POST' });
  const isSubscribed = async (email: string) => {
    const [row] = await rowsFor(email);
    return row?.confirmedAt != null && row.unsubscribedAt === null;
  };

  it('stores a new address lower-cased, not yet subscribed, and mails it a confirmation link', async () => {
    const { status, body } = await signUp('Maria.Ionescu@Example.RO');
    expect(status).toBe(202);
    expect(body).toEqual({ message: expect.stringContaining('Ti-am trimis un e-mail') });
    const [row] = await rowsFor('maria.ionescu@example.ro');
    expect(row).toMatchObject({ email: 'maria.ionescu@example.ro', confirmedAt: null });

    const [mail] = await mailsTo('maria.ionescu@example.ro');
    const token = await tokenMailedTo('maria.ionescu@example.ro');
    expect(mail?.subject).toBe('Confirma abonarea la newsletterul AutoAbonament');
    expect(mail?.html).toContain(`href="https://shop.ro/newsletter/confirmare?token=${token}"`);
    expect(mail?.html).toContain(`href="https://shop.ro/newsletter/dezabonare?token=${token}"`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<https://shop.ro/api/subscribers/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Only a hash of the secret is stored.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('subscribes the address only once its link is clicked, and the link is good for 7 days', async () => {
    await signUp('ion.pop@example.ro');
    const token = await tokenMailedTo('ion.pop@example.ro');
    expect(await isSubscribed('ion.pop@example.ro')).toBe(false);

    advance(7 * 24 * 3_600_000 - 1000);
    expect((await confirm(token)).status).toBe(200);
    expect(await isSubscribed('ion.pop@example.ro')).toBe(true);
    // A second click (a mail scanner, a reload) is still a success.
    expect((await confirm(token)).status).toBe(200);
  });

  it('refuses an expired, unknown or malformed link with 404 and a Romanian message', async () => {
    await signUp('expirat@example.ro');
    const token = await tokenMailedTo('expirat@example.ro');
    advance(7 * 24 * 3_600_000 + 1000);
    for (const link of [token, 'A'.repeat(43), 'scurt']) {
      const { status, body } = await confirm(link);
      expect(status).toBe(404);
      expect(body).toEqual({ message: expect.stringContaining('Linkul nu este valid') });
    }
    // A NUL is refused before any route, as everywhere (server/http/text-input.ts).
    expect((await confirm('%00')).status).toBe(422);
    expect(await isSubscribed('expirat@example.ro')).toBe(false);
  });

  it('answers every repeated sign-up alike, with one e-mail per address every 10 minutes at most', async () => {
    await signUp('dan.pop@example.ro');
    await confirm(await tokenMailedTo('dan.pop@example.ro'));
    for (const repeat of ['DAN.POP@example.ro', ' Dan.Pop@Example.ro ']) {
      const { status } = await signUp(repeat);
      expect(status).toBe(202);
    }
    expect(await rowsFor('dan.pop@example.ro')).toHaveLength(1);
    expect((await mailsTo('dan.pop@example.ro')).map((mail) => mail.subject)).toEqual([
      'Confirma abonarea la newsletterul AutoAbonament',
    ]);

    advance(RESEND_AFTER_MS);
    await signUp('dan.pop@example.ro');
    // Confirmed already: told so, and still subscribed.
    expect((await mailsTo('dan.pop@example.ro')).at(-1)?.subject).toBe(
      'Esti deja abonat la newsletterul AutoAbonament',
    );
    expect(await isSubscribed('dan.pop@example.ro')).toBe(true);
  });

  it('unsubscribes with one click, from the page or a mail client (RFC 8058), and a new sign-up needs a new confirmation', async () => {
    await signUp('ana.dez@example.ro');
    const token = await tokenMailedTo('ana.dez@example.ro');
    await confirm(token);

    const oneClick = await t.request(`/api/subscribers/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await isSubscribed('ana.dez@example.ro')).toBe(false);
    expect((await t.request(`/api/subscribers/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(
      200,
    );
    // The old confirmation link does not subscribe the address again.
    expect((await confirm(token)).status).toBe(404);

    advance(RESEND_AFTER_MS);
    await signUp('ana.dez@example.ro');
    expect(await isSubscribed('ana.dez@example.ro')).toBe(false);
    expect((await confirm(await tokenMailedTo('ana.dez@example.ro'))).status).toBe(200);
    expect(await isSubscribed('ana.dez@example.ro')).toBe(true);
  });

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
