import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { refunds } from '../../db/schema.ts';
import { createFsStorage } from '../../storage/fs-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { onePagePdf } from './pdf.fixture.ts';
import { refundUuid } from './refund-key.ts';

const PDF = onePagePdf();

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

describe.each(testBackends())('POST /api/refunds resends on $name', (backend) => {
  let dir = '';
  let failWrites = false;
  const fsStorage = (): Storage => createFsStorage(dir);
  // The private storage of a real install, with a switch to make its disk fail.
  const storage: Storage = {
    get: (path) => fsStorage().get(path),
    put: async (path, bytes, type) => {
      if (failWrites) throw new Error('disk full');
      await fsStorage().put(path, bytes, type);
    },
    delete: (path) => fsStorage().delete(path),
  };
  const t = useTestApp(backend, { privateStorage: storage, logError: () => {} });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'refunds-private-'));
    failWrites = false;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const send = (key: string) =>
    t.request('/api/refunds', { method: 'POST', headers: { 'Idempotency-Key': key }, body: refundForm() });
  const storedFiles = async () => readdir(join(dir, 'refunds')).catch(() => []);
  const rows = (key: string) => t.db.$count(refunds, eq(refunds.uuid, refundUuid(key)));

  it('20 concurrent resends with one key store one row and one file', async () => {
    const key = 'refund-concurrent-0001';
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => send(key)))).map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(await rows(key)).toBe(1);
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.uuid, refundUuid(key)));
    expect(`refunds/${files[0]}`).toBe(row?.fileKey);
    expect((await t.request(`/api/refunds/${key}`)).body).toEqual({ received: true, file_stored: true });
  });

  it('a statement that could not be written leaves no row, so the resend stores both', async () => {
    const key = 'refund-disk-full-0001';
    failWrites = true;
    expect((await send(key)).status).toBe(500);
    expect(await rows(key)).toBe(0);
    failWrites = false;
    expect((await send(key)).status).toBe(201);
    expect(await rows(key)).toBe(1);
    expect(await storedFiles()).toHaveLength(1);
  });
});
