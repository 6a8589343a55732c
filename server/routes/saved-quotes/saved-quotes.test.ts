/**
 * "Trimite-mi oferta" (issue 37): POST /saved-quotes stores the quote under a token only the e-mail
 * carries and queues that e-mail with the PDF of these terms in the same transaction; GET
 * /saved-quotes/:token reopens the terms for 30 days, then only says the offer has expired.
 */
import { desc, eq, gt } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { quoteValidity, SAVED_QUOTE_DAYS } from '../../../src/domain/financing/saved-quote.ts';
import { offerFileName, scheduleFileName } from '../../../src/domain/financing/timetable-links.ts';
import { formatDate } from '../../../src/domain/format.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { EMAIL_MAX } from '../../../src/lib/validation/text.ts';
import { outbox, savedQuotes } from '../../db/schema.ts';
import { listAttachments, readAttachment } from '../../mail/outbox.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { firstShownCar } from '../client-order/testing/order-test-kit.ts';
import { jsonInit } from '../leads/lead.fixture.ts';
import { savedQuoteTokenHash } from './saved-quotes.handlers.ts';

const t = ro.quoteOffer;
const m = ro.validation;
const SENT_AT = new Date('2026-11-28T10:15:00Z');
const DAY = 86_400_000;
const SHOPPER = 'ana.popescu@example.ro';
const CREDIT = 'tip=credit&luni=48&avans=35';
const SUBSCRIPTION = 'tip=abonament&persoana=pf&luni=6&km=1500';

async function pdfText(bytes: Uint8Array): Promise<string> {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe.each(testBackends())('saved quotes on $name', (backend) => {
  let clock = SENT_AT;
  const app = useTestApp(backend, { now: () => clock });
  let financed: { sku: string; productName: string };
  let subscribed: { sku: string; productName: string };
  const send = (body: Record<string, unknown>) =>
    app.request('/api/saved-quotes', jsonInit({ email: SHOPPER, data_protection: true, ...body }));
  const lastMailId = async () =>
    (await app.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;

  /** Sends a quote and reads back its e-mail, its one file and the token in its link. */
  async function sendAndRead(sku: string, terms: string) {
    const before = await lastMailId();
    const answer = await send({ sku, terms });
    const mails = await app.db.select().from(outbox).where(gt(outbox.id, before));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error('no mail');
    const [file] = await listAttachments(app.db, [mail.id]);
    const content = file ? await readAttachment(app.db, mail.id, file.id) : null;
    const token = mail.html.match(new RegExp(`/masina/${sku}\\?oferta=([\\w-]{43})#oferta`))?.[1] ?? '';
    return { answer, mail, file, content, token };
  }

  beforeAll(async () => {
    financed = await firstShownCar(app.db, 2);
    subscribed = await firstShownCar(app.db, 1);
  });
  beforeEach(() => {
    clock = SENT_AT;
  });

  it('stores a credit quote for 30 days and mails its schedule PDF, the validity and the link', async () => {
    const { answer, mail, file, content, token } = await sendAndRead(financed.sku, CREDIT);
    const expiresAt = new Date(SENT_AT.getTime() + SAVED_QUOTE_DAYS * DAY);
    expect(answer).toMatchObject({ status: 201, body: { expires_at: expiresAt.toISOString() } });
    expect(mail).toMatchObject({ to: SHOPPER, subject: `Oferta ta pentru ${financed.productName}` });
    const validity = quoteValidity(expiresAt);
    expect(validity).toEqual({ date: '2026-12-28', time: '12:15' });
    expect(mail.html).toContain(`valabila pana la ${formatDate(validity.date)}, ora ${validity.time}`);
    expect(mail.html).toContain('credit, 48 de luni, avans 35 %');
    expect(file).toMatchObject({
      fileName: scheduleFileName('credit', financed.sku),
      contentType: 'application/pdf',
    });
    expect(await pdfText(content?.content ?? new Uint8Array())).toContain(financed.sku);

    // Only the token's hash is stored; the token itself is only in the e-mail.
    const [row] = await app.db
      .select()
      .from(savedQuotes)
      .where(eq(savedQuotes.tokenHash, savedQuoteTokenHash(token)));
    expect(row).toMatchObject({
      sku: financed.sku,
      terms: CREDIT,
      email: SHOPPER,
      dataProtection: true,
      expiresAt,
    });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('reopens the terms until the last moment of the 30 days, then only says it expired', async () => {
    const { token } = await sendAndRead(financed.sku, CREDIT);
    const expiresAt = new Date(SENT_AT.getTime() + SAVED_QUOTE_DAYS * DAY).toISOString();
    clock = new Date(SENT_AT.getTime() + SAVED_QUOTE_DAYS * DAY - 1000);
    const open = await app.request(`/api/saved-quotes/${token}`);
    expect(open).toMatchObject({
      status: 200,
      body: { status: 'valid', sku: financed.sku, terms: CREDIT, expires_at: expiresAt },
    });
    expect(open.headers.get('Cache-Control')).toBe('no-store');
    clock = new Date(SENT_AT.getTime() + SAVED_QUOTE_DAYS * DAY);
    const expired = await app.request(`/api/saved-quotes/${token}`);
    expect(expired).toMatchObject({ status: 200 });
    expect(expired.body).toEqual({ status: 'expired', sku: financed.sku, expires_at: expiresAt });
  });

  it('mails a subscription quote with the subscription offer PDF', async () => {
    const { answer, file, content, mail } = await sendAndRead(subscribed.sku, SUBSCRIPTION);
    expect(answer.status).toBe(201);
    expect(mail.html).toContain('abonament (persoana fizica), 6 luni, 1.500 km pe luna');
    expect(file?.fileName).toBe(offerFileName(subscribed.sku));
    expect(await pdfText(content?.content ?? new Uint8Array())).toContain('6 luni');
  });

  it.each([
    ['a malformed token', 'abc'],
    ['an unknown token', 'A'.repeat(43)],
  ])('404 with a Romanian message for %s', async (_case, token) => {
    const { status, body } = await app.request(`/api/saved-quotes/${token}`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: t.unknownToken });
  });

  it.each<[string, () => Record<string, unknown>, string, string]>([
    ['no e-mail', () => ({ sku: financed.sku, terms: CREDIT, email: '' }), 'email', m.emailRequired],
    [
      'a bad e-mail',
      () => ({ sku: financed.sku, terms: CREDIT, email: 'ana@exemplu' }),
      'email',
      m.emailInvalid,
    ],
    [
      'a too long e-mail',
      () => ({ sku: financed.sku, terms: CREDIT, email: `${'a'.repeat(250)}@ex.ro` }),
      'email',
      fill(m.textTooLong, { max: EMAIL_MAX.whole }),
    ],
    [
      'no consent',
      () => ({ sku: financed.sku, terms: CREDIT, data_protection: false }),
      'data_protection',
      m.dataProtection,
    ],
    [
      'terms off the grid',
      () => ({ sku: financed.sku, terms: 'tip=credit&luni=50&avans=35' }),
      'terms',
      t.termsInvalid,
    ],
    ['terms not a quote', () => ({ sku: financed.sku, terms: 'luni=48' }), 'terms', t.termsInvalid],
    [
      'terms too long',
      () => ({ sku: financed.sku, terms: `${CREDIT}&x=${'a'.repeat(300)}` }),
      'terms',
      t.termsInvalid,
    ],
    ['terms not a string', () => ({ sku: financed.sku, terms: 48 }), 'terms', t.termsInvalid],
    [
      'a subscription on a financed car',
      () => ({ sku: financed.sku, terms: SUBSCRIPTION }),
      'terms',
      t.termsNotOffered,
    ],
    [
      'a credit on a subscription car',
      () => ({ sku: subscribed.sku, terms: CREDIT }),
      'terms',
      t.termsNotOffered,
    ],
    ['a malformed sku', () => ({ sku: 'ab 1', terms: CREDIT }), 'sku', m.fieldRequired],
  ])('422 for %s, storing and mailing nothing', async (_case, body, field, message) => {
    const [quotes, mails] = [await app.db.$count(savedQuotes), await app.db.$count(outbox)];
    const { status, body: answer } = await send(body());
    expect(status).toBe(422);
    expect(answer).toMatchObject({ errors: { [field]: message } });
    expect([await app.db.$count(savedQuotes), await app.db.$count(outbox)]).toEqual([quotes, mails]);
  });

  it('404 for a car that does not exist, storing nothing', async () => {
    const before = await app.db.$count(savedQuotes);
    const { status, body } = await send({ sku: 'NU-EXISTA', terms: CREDIT });
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: ro.publicApi.carNotFound });
    expect(await app.db.$count(savedQuotes)).toBe(before);
  });
});
