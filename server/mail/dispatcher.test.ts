import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createSmtpTransport } from '../providers/mail/smtp-transport.ts';
import { type SharedTestBackend, testBackends } from '../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';
import { RETRY_DELAYS_MS } from './delivery-policy.ts';
import { DEFAULT_LEASE_MS, type DispatcherDeps, dispatchDueMail, plainText } from './dispatcher.ts';
import { createOutboxMailer } from './outbox.ts';

const [FIRST_DELAY_MS = 0] = RETRY_DELAYS_MS;
const FROM = 'AutoAbonament <comenzi@autoabonament.ro>';
const REPLY_TO = 'contact@autoabonament.ro';

async function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A clock the test moves by hand. It starts a second ahead: the database stamps a new message's
 * first attempt with its own now() in microseconds, which can fall after a Date of the same
 * millisecond, and such a message is rightly not due yet.
 */
function fakeClock(start = new Date(Date.now() + 1000)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

function dispatcher(db: Database, url: string, clock: { now(): Date }, extra: Partial<DispatcherDeps> = {}) {
  return {
    db,
    transport: createSmtpTransport({ url, from: FROM, replyTo: REPLY_TO, timeoutMs: 5000 }),
    now: clock.now,
    messageIdDomain: 'autoabonament.ro',
    ...extra,
  } satisfies DispatcherDeps;
}

async function rowOf(db: Database, to: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to));
  if (!row) throw new Error(`no outbox row for ${to}`);
  return row;
}

describe('plainText', () => {
  it.each([
    [
      '<p>Buna ziua,</p><p>Comanda <b>AB12</b> a fost platita.</p>',
      'Buna ziua,\n\nComanda AB12 a fost platita.',
    ],
    ['<a href="https://shop.ro/comanda/x">Vezi comanda</a>', 'Vezi comanda [https://shop.ro/comanda/x]'],
    ['<a href="https://shop.ro">https://shop.ro</a>', 'https://shop.ro'],
  ])('%s', (html, text) => {
    expect(plainText(html)).toBe(text);
  });
});

describe.each(testBackends())('mail dispatcher over real SMTP ($name)', (backend: SharedTestBackend) => {
  let handles: Awaited<ReturnType<SharedTestBackend['openInstances']>>;
  let db: Database;
  let sink: SmtpSink;

  beforeAll(async () => {
    handles = await backend.openInstances();
    db = handles.handles[0].db;
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await handles.close();
  });

  it('delivers a pending message with its HTML, plain text, Message-ID, reply-to and files, and marks it sent', async () => {
    const to = 'ana.delivered@example.ro';
    await createOutboxMailer(db)({
      to,
      subject: 'Comanda ta AB12',
      html: '<p>Buna ziua,</p><p><a href="https://shop.ro/comanda/t0k3n">Vezi comanda</a></p>',
      attachments: [
        { fileName: 'secci.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
      ],
    });
    const clock = fakeClock();
    await dispatchDueMail(dispatcher(db, sink.url, clock));

    const mail = sink.received.find((item) => item.subject === 'Comanda ta AB12');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(to);
    expect(mail?.from?.value).toEqual([{ name: 'AutoAbonament', address: 'comenzi@autoabonament.ro' }]);
    expect(mail?.replyTo?.text).toBe(REPLY_TO);
    expect(mail?.html).toContain('href="https://shop.ro/comanda/t0k3n"');
    expect(mail?.text).toContain('Vezi comanda [https://shop.ro/comanda/t0k3n]');
    expect(mail?.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
      ['secci.pdf', '%PDF'],
    ]);
    const row = await rowOf(db, to);
    expect(mail?.messageId).toBe(`<outbox.${row.id}.${row.createdAt.getTime()}@autoabonament.ro>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now(), claimedUntil: null });
    expect(row.lastResponse).toMatch(/^250/);
  });

  it('retries an unreachable server with backoff and delivers once it is back', async () => {
    const to = 'ion.retry@example.ro';
    await createOutboxMailer(db)({ to, subject: 'Rezervare vizionare', html: '<p>Anulare</p>' });
    const port = await unusedPort();
    const clock = fakeClock();
    const deps = dispatcher(db, `smtp://127.0.0.1:${port}`, clock);

    await dispatchDueMail(deps);
    const afterFirst = await rowOf(db, to);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(afterFirst.nextAttemptAt.getTime()).toBe(clock.now().getTime() + FIRST_DELAY_MS);
    expect(afterFirst.lastResponse).toMatch(/ECONNREFUSED/);

    // Not tried again before its time, even with the server back.
    const revived = await startSmtpSink(port);
    try {
      clock.advance(FIRST_DELAY_MS - 1000);
      await dispatchDueMail(deps);
      expect(revived.received).toHaveLength(0);

      clock.advance(1000);
      await dispatchDueMail(deps);
      expect(revived.received.map((mail) => mail.subject)).toEqual(['Rezervare vizionare']);
      expect(await rowOf(db, to)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await revived.close();
    }
  });

  it('gives up after the last delay, and never retries a 5xx refusal', async () => {
    await createOutboxMailer(db)({ to: 'busy.mailbox@example.ro', subject: 'Temporar', html: '<p>x</p>' });
    await createOutboxMailer(db)({ to: 'refuse.mailbox@example.ro', subject: 'Refuzat', html: '<p>x</p>' });
    const clock = fakeClock();
    const deps = dispatcher(db, sink.url, clock);

    await dispatchDueMail(deps);
    expect(await rowOf(db, 'refuse.mailbox@example.ro')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(db, 'refuse.mailbox@example.ro')).lastResponse).toMatch(/^550/);
    expect(await rowOf(db, 'busy.mailbox@example.ro')).toMatchObject({ status: 'pending', attempts: 1 });

    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay);
      await dispatchDueMail(deps);
    }
    expect(await rowOf(db, 'busy.mailbox@example.ro')).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
    });
    expect(await rowOf(db, 'refuse.mailbox@example.ro')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sink.received.filter((mail) => ['Temporar', 'Refuzat'].includes(mail.subject ?? ''))).toHaveLength(
      0,
    );
  });

  it('claims a message whose sender died only once its lease has lapsed', async () => {
    const to = 'crash.lease@example.ro';
    await createOutboxMailer(db)({ to, subject: 'Dupa repornire', html: '<p>x</p>' });
    const clock = fakeClock();
    // What a dispatcher killed mid-send leaves: a claim with a lease in the future.
    await db
      .update(outbox)
      .set({ attempts: 1, claimedUntil: new Date(clock.now().getTime() + DEFAULT_LEASE_MS) })
      .where(eq(outbox.to, to));
    const deps = dispatcher(db, sink.url, clock);

    await dispatchDueMail(deps);
    expect(sink.received.filter((mail) => mail.subject === 'Dupa repornire')).toHaveLength(0);

    clock.advance(DEFAULT_LEASE_MS + 1);
    await dispatchDueMail(deps);
    expect(sink.received.filter((mail) => mail.subject === 'Dupa repornire')).toHaveLength(1);
    expect(await rowOf(db, to)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two dispatchers on one database send each message once', async () => {
    const subjects = Array.from({ length: 24 }, (_, index) => `Paralel ${index}`);
    for (const subject of subjects) {
      await createOutboxMailer(db)({ to: `paralel@example.ro`, subject, html: `<p>${subject}</p>` });
    }
    const clock = fakeClock();
    const [first, second] = handles.handles.map((handle) =>
      dispatcher(handle.db, sink.url, clock, { batchSize: 5 }),
    ) as [DispatcherDeps, DispatcherDeps];
    const drain = async (deps: DispatcherDeps) => {
      while ((await dispatchDueMail(deps)) > 0) {}
    };
    await Promise.all([drain(first), drain(second)]);

    const sent = sink.received.filter((mail) => mail.subject?.startsWith('Paralel '));
    expect(sent.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(subjects.length);
  });

  it('signs with DKIM when a key is configured', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await createOutboxMailer(db)({ to: 'dkim@example.ro', subject: 'Semnat', html: '<p>x</p>' });
    await dispatchDueMail({
      ...dispatcher(db, sink.url, fakeClock()),
      transport: createSmtpTransport({
        url: sink.url,
        from: FROM,
        dkim: {
          domainName: 'autoabonament.ro',
          keySelector: 'shop',
          privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      }),
    });
    const mail = sink.received.find((item) => item.subject === 'Semnat');
    const signature = mail?.headerLines.find((header) => header.key === 'dkim-signature')?.line ?? '';
    expect(signature.replace(/\s+/g, ' ')).toMatch(/d=autoabonament\.ro; .*s=shop;/);
  });
});
