/**
 * Refund requests: the row is inserted first and the statement written to the PRIVATE storage
 * (never served) under a generated name only by the request whose insert won, inside the same
 * transaction, so a failed write leaves no row and a resend can store it again. Resends racing each
 * other wait on the uuid's unique index and then insert nothing (ON CONFLICT), so 20 concurrent
 * resends with one key store one row and one file. The business inbox's notification (with the
 * statement) and the payer's acknowledgement are written to the outbox in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import { storeWithMails } from '../../mail/store-with-mails.ts';
import { refundMails } from '../../mail/templates/lead-mails.ts';
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
  businessInbox: string,
): Promise<RefundOutcome> {
  if (await findRefund(db, uuid)) return 'duplicate';
  const fileKey = `refunds/${randomUUID()}.pdf`;
  const statement = { fileName: file.name, contentType: 'application/pdf', content: file.bytes };
  return storeWithMails(
    db,
    businessInbox,
    async (tx): Promise<RefundOutcome> => {
      const inserted = await tx
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
      if (inserted.length === 0) return 'duplicate';
      await storage.put(fileKey, file.bytes, 'application/pdf');
      return 'created';
    },
    (outcome, inbox) => (outcome === 'created' ? refundMails(request, statement, inbox) : []),
  );
}
