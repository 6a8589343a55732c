/**
 * The desk's refund requests (issue 35): the request, its bank statement opened in the browser
 * (served from the private storage to staff only), the IBAN's check digits, and the decision:
 * approved with the amount and the day paid, or refused with a reason. The requester is mailed
 * either way (when they left an address), in the decision's transaction, with its audit entry.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { type RefundDecision, refundDecisionSchema } from '../../../src/domain/desk/desk-payloads.ts';
import { type RefundProduct, refundProductLabels } from '../../../src/domain/forms/refund-schema.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { isValidRomanianIban, normalizeIban } from '../../../src/lib/validation/iban.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import type { StaffIdentity } from '../../auth/sessions.ts';
import { refunds } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { parseOr422 } from '../../http/request-body.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { refundDecisionMail } from '../../mail/templates/desk-mails.ts';
import type { DbContext } from '../../orders/order-repository.ts';
import type { DeskDeps } from './desk-deps.ts';

const REFUNDS_PAGE = 500;

type RefundRow = typeof refunds.$inferSelect;

const item = (row: RefundRow) => ({
  id: row.id,
  payer_name: row.payerName,
  email: row.email,
  payment_value: row.paymentValue,
  payment_date: row.paymentDate,
  financial_product: row.financialProduct,
  product_label: refundProductLabels[row.financialProduct as RefundProduct] ?? row.financialProduct,
  account: row.account,
  iban_valid: isValidRomanianIban(normalizeIban(row.account)),
  file_name: row.fileName,
  file_size: row.fileSize,
  requested_at: row.createdAt.toISOString(),
  status: row.decision ?? 'pending',
  amount_paid: row.amountPaid,
  paid_on: row.paidOn,
  reason: row.decisionReason,
  decided_at: row.decidedAt?.toISOString() ?? null,
  decided_by: row.decidedBy,
});

/** Waiting requests first (oldest first: they have waited longest), then the decided, newest first. */
export async function listDeskRefunds(db: DbContext) {
  const rows = await db
    .select()
    .from(refunds)
    .orderBy(
      sql`${refunds.decidedAt} is not null`,
      sql`case when ${refunds.decidedAt} is null then ${refunds.createdAt} end asc`,
      desc(refunds.createdAt),
    )
    .limit(REFUNDS_PAGE);
  return rows.map(item);
}

export async function deskRefund(db: DbContext, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ? item(row) : null;
}

export const refundNotFound = () => new ApiError(404, roDesk.refundNotFound);

/** The statement's bytes and name for staff; 404 when the request or its file is gone. */
export async function refundStatement(deps: DeskDeps, id: number) {
  const [row] = await deps.db
    .select({ fileKey: refunds.fileKey, fileName: refunds.fileName })
    .from(refunds)
    .where(eq(refunds.id, id));
  if (!row) throw refundNotFound();
  const file = await deps.privateStorage?.get(row.fileKey);
  if (!file) throw new ApiError(404, roDesk.refundStatementMissing);
  return { bytes: file.bytes, fileName: row.fileName };
}

/**
 * `inline` with the uploaded name: the browser opens the PDF in its viewer. The ASCII fallback
 * drops anything a header cannot carry; filename* keeps the real name (RFC 6266, RFC 8187).
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function decideRefund(
  deps: DeskDeps,
  id: number,
  body: unknown,
  staff: StaffIdentity,
  audit: AuditSource,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!refund) throw refundNotFound();
    const schema = refundDecisionSchema(deps.today(), todayIn(refund.createdAt));
    const decision: RefundDecision = parseOr422(schema, body, invalidFields);
    if (refund.decidedAt) throw new ApiError(409, roDesk.refundAlreadyDecided);
    const approved = decision.decision === 'approved';
    const [decided] = await tx
      .update(refunds)
      .set({
        decision: decision.decision,
        decidedAt: now,
        decidedBy: staff.email,
        amountPaid: approved ? decision.amount_paid : null,
        paidOn: approved ? decision.paid_on : null,
        decisionReason: approved ? null : decision.reason,
      })
      .where(and(eq(refunds.id, id), isNull(refunds.decidedAt)))
      .returning();
    if (!decided) throw new ApiError(409, roDesk.refundAlreadyDecided);
    if (refund.email) {
      await createOutboxMailer(tx)(
        refundDecisionMail({
          to: refund.email,
          payerName: refund.payerName,
          requestedAt: refund.createdAt,
          decision: approved ? { ...decision, account: refund.account } : decision,
        }),
      );
    }
    await recordAudit(
      tx,
      audit,
      {
        action: 'refund.decide',
        target: `refunds/${id}`,
        before: { status: 'pending' },
        after: approved
          ? { status: 'approved', amount_paid: decision.amount_paid, paid_on: decision.paid_on }
          : { status: 'refused', reason: decision.reason },
      },
      now,
    );
    return { ...item(decided), mailed: refund.email !== null };
  });
}
