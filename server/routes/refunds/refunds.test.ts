import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { refunds } from '../../db/schema.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { createMemoryStorage } from '../../test/memory-storage.ts';
import { fakePdfs, onePagePdf } from './pdf.fixture.ts';
import { refundUuid } from './refund-key.ts';

const PDF = onePagePdf();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const fields: Record<string, string> = {
  payer_name: 'Ion Vasilescu',
  payment_value: '1.100,50',
  payment_date: '2026-06-01',
  financial_product: 'abonament_auto',
  account: 'ro49 aaaa 1b31 0075 9384 0000',
  email: '',
  terms_gdpr: 'true',
  terms: 'on',
};

function multipart(
  change: Record<string, string> = {},
  file: File | null = new File([PDF], 'extras.pdf', { type: 'application/pdf' }),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...change })) form.append(name, value);
  if (file) form.append('file', file);
  return form;
}

const post = (form: FormData, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers,
  body: form,
});

describe.each(testBackends())('POST /api/refunds on $name', (backend) => {
  const storage = createMemoryStorage();
  const t = useTestApp(backend, { privateStorage: storage });
  const rowFor = async (key: string) =>
    (
      await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.uuid, refundUuid(key)))
    )[0];

  it('stores the request and the statement in the private storage with 201', async () => {
    const key = 'refund-valid-000001';
    const { status, body } = await t.request('/api/refunds', post(multipart(), { 'Idempotency-Key': key }));
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Mesajul dumneavoastra a fost trimis cu succes!' });
    const row = await rowFor(key);
    expect(row).toMatchObject({
      payerName: 'Ion Vasilescu',
      paymentValue: 1100.5,
      account: 'RO49AAAA1B31007593840000',
      email: null,
      fileName: 'extras.pdf',
      fileSize: PDF.byteLength,
    });
    expect(row?.fileKey).toMatch(/^refunds\/[0-9a-f-]{36}\.pdf$/);
    expect(storage.files.get(row?.fileKey ?? '')?.bytes).toEqual(PDF);
    expect((await t.request(`/api/refunds/${key}`)).body).toEqual({ received: true, file_stored: true });
  });

  it('a resend with the same key answers 200 and stores neither a row nor a file', async () => {
    const key = 'refund-resend-00001';
    expect((await t.request('/api/refunds', post(multipart(), { 'Idempotency-Key': key }))).status).toBe(201);
    const filesBefore = storage.files.size;
    expect((await t.request('/api/refunds', post(multipart({ idempotency_key: key })))).status).toBe(200);
    expect(storage.files.size).toBe(filesBefore);
    expect(
      await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.uuid, refundUuid(key))),
    ).toHaveLength(1);
  });

  it.each([
    [
      'a PNG renamed to .pdf',
      new File([PNG], 'extras.pdf', { type: 'application/pdf' }),
      'Doar fisiere de tip PDF sunt permise.',
    ],
    [
      'a text file renamed to .pdf',
      new File(['nu sunt pdf'], 'extras.pdf', { type: 'application/pdf' }),
      'Doar fisiere de tip PDF sunt permise.',
    ],
    [
      'an empty file',
      new File([], 'extras.pdf', { type: 'application/pdf' }),
      'Extrasul de cont este obligatoriu',
    ],
    ['no file', null, 'Extrasul de cont este obligatoriu'],
    ...fakePdfs.map(([name, bytes]): [string, File, string] => [
      `a fake PDF: ${name}`,
      new File([new Uint8Array(bytes)], 'extras.pdf', { type: 'application/pdf' }),
      'Doar fisiere de tip PDF sunt permise.',
    ]),
  ])('refuses %s with 422 and the Romanian message', async (_case, file, message) => {
    const filesBefore = storage.files.size;
    const { status, body } = await t.request('/api/refunds', post(multipart({}, file)));
    expect(status).toBe(422);
    expect(body).toEqual({ message, errors: { file: message } });
    expect(storage.files.size).toBe(filesBefore);
  });

  it.each([
    ['999.999.999', 'Suma rambursata nu poate depasi 6.000 lei (cea mai mare taxa platita online)'],
    ['9007199254740992', 'Suma rambursata nu poate depasi 6.000 lei (cea mai mare taxa platita online)'],
  ])('refuses a refund of %s lei at the amount field', async (value, message) => {
    const { status, body } = await t.request('/api/refunds', post(multipart({ payment_value: value })));
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { payment_value: message } });
  });

  it('accepts the largest refund, 6000 lei', async () => {
    const { status } = await t.request('/api/refunds', post(multipart({ payment_value: '6.000,00' })));
    expect(status).toBe(201);
  });

  it.each([
    ['JSON under a multipart boundary', 'multipart/form-data; boundary=zzz', 422],
    ['JSON as JSON', 'application/json', 415],
    ['no content type', undefined, 415],
  ])('answers %s with %i, never a 500', async (_case, type, expected) => {
    const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
    const init = { method: 'POST', headers, body: JSON.stringify(fields) };
    const { status, body } = await t.request('/api/refunds', init);
    expect(status).toBe(expected);
    expect(body).toHaveProperty('message');
  });

  it('accepts a real PDF whatever its declared name and type', async () => {
    const file = new File([PDF], 'scan', { type: 'application/octet-stream' });
    expect((await t.request('/api/refunds', post(multipart({}, file)))).status).toBe(201);
  });

  it.each([
    ['just over 10 MB (read, then refused)', 10 * 1024 * 1024 + 1, 422],
    ['11 MB (cut off by the body limit)', 11 * 1024 * 1024, 413],
  ])('refuses a statement of %s with the size message', async (_case, size, expected) => {
    const big = new Uint8Array(size);
    big.set(PDF);
    const { status, body } = await t.request(
      '/api/refunds',
      post(multipart({}, new File([big], 'extras.pdf'))),
    );
    expect(status).toBe(expected);
    expect(body).toMatchObject({ message: 'Fisierul depaseste dimensiunea maxima de 10 MB.' });
  });

  it('refuses from the Content-Length alone, before reading a 50 MB body', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (pulled >= 50) controller.close();
      },
    });
    const response = await t.app.request('/api/refunds', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(50);
  });

  it.each([
    ['account', { account: 'RO48AAAA1B31007593840000' }, 'IBAN Invalid'],
    ['account', { account: 'RO49AAAA1B3100759384' }, 'IBAN Invalid'],
    ['account', { account: '' }, 'IBAN-ul este obligatoriu'],
    ['payer_name', { payer_name: 'I' }, 'Numele trebuie sa contina minim 2 caractere'],
    ['payment_value', { payment_value: '' }, 'Suma achitata este obligatorie'],
    ['payment_date', { payment_date: '' }, 'Data platii este obligatorie'],
    ['financial_product', { financial_product: 'altceva' }, 'Va rugam selectati o optiune'],
    ['email', { email: 'ion@' }, 'Format email invalid'],
    ['terms', { terms: '' }, 'Verifica informatii privind termenii si conditiile'],
    ['terms_gdpr', { terms_gdpr: 'false' }, 'Verifica informatii privind protectia datelor'],
  ])('refuses a bad %s (%o) with 422', async (field, change, message) => {
    const { status, body } = await t.request('/api/refunds', post(multipart(change)));
    expect(status).toBe(422);
    expect(body).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a payment date after today', async () => {
    const { status, body } = await t.request('/api/refunds', post(multipart({ payment_date: '2026-06-16' })));
    expect(TEST_TODAY).toBe('2026-06-15');
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { payment_date: expect.any(String) } });
  });

  it('refuses a JSON body with 415: the statement travels only as multipart', async () => {
    const { status, body } = await t.request('/api/refunds', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(status).toBe(415);
    expect(body).toEqual({ message: ro.publicApi.multipartRequired });
  });

  it('answers an unknown receipt key with received false', async () => {
    expect((await t.request('/api/refunds/refund-unknown-0001')).body).toEqual({
      received: false,
      file_stored: false,
    });
  });
});
