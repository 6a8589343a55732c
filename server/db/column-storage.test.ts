/**
 * Storage choices the migrations make that Drizzle's schema cannot state: checked on the migrated
 * database, on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { testBackends } from '../test/harness.ts';
import type { DatabaseHandle } from './client.ts';

describe.each(testBackends())('column storage ($name)', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  const storageOf = async (table: string, column: string) => {
    const result: unknown = await handle.db.execute(
      sql`select attstorage as storage from pg_attribute where attrelid = ${table}::regclass and attname = ${column}`,
    );
    // PGlite's driver answers { rows }, postgres.js the rows themselves.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      storage: string;
    }[];
    return rows[0]?.storage;
  };

  it('keeps e-mail attachments (compressed PDFs) uncompressed, out of line', async () => {
    expect(await storageOf('outbox_attachments', 'content_base64')).toBe('e');
  });

  it('leaves the compressible e-mail HTML to PostgreSQL compression', async () => {
    expect(await storageOf('outbox', 'html')).toBe('x');
  });
});
