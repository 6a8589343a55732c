/**
 * Refund requests: the statement is written to the PRIVATE storage (never served) under a
 * generated name, then the row is inserted; a resend with the same key finds its row and stores
 * nothing. Two resends racing past the lookup still leave one row (ON CONFLICT on the uuid).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';
import type { RefundUpload } from './refund-upload.ts';

export type RefundOutcome = 'created' | 'duplicate';

export async function findRefund(db: Database, uuid: string) {
  const [row] = await db
    .select({ fileKey: refunds.fileKey, fileSize: refunds.fileSize })
    .from(refunds)
    .where(eq(refunds.uuid, uuid))
    .limit(1);
  return row ?? null;
}

export async function storeRefund(
  db: Database,
  storage: Storage,
  uuid: string,
  { request, file }: RefundUpload,
): Promise<RefundOutcome> {
  if (await findRefund(db, uuid)) return 'duplicate';
  const fileKey = `refunds/${randomUUID()}.pdf`;
  await storage.put(fileKey, file.bytes, 'application/pdf');
  const inserted = await db
    .insert(refunds)
    .values({
      uuid,
      payerName: request.payer_name,
      paymentValue: request.payment_value,
      paymentDate: request.payment_date,
      financialProduct: request.financial_product,
      account: request.account,
      email: request.email === '' ? null : request.email,
      terms: request.terms,
      termsGdpr: request.terms_gdpr,
      fileKey,
      fileName: file.name,
      fileSize: file.bytes.byteLength,
    })
    .onConflictDoNothing({ target: refunds.uuid })
    .returning({ id: refunds.id });
  return inserted.length > 0 ? 'created' : 'duplicate';
}
