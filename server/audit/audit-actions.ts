/**
 * What the audit trail records. One list, so the desk's filter, the writers and the tests agree;
 * a new staff action adds its name here first.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'staff.create',
  'staff.update',
  'staff.totp_setup',
  'staff.totp_enable',
  'content.create',
  'content.update',
  'content.delete',
  'content.restore',
  'car.photo.add',
  'car.photos.arrange',
  'car.document.save',
  'car.document.remove',
  'car.price_tables.import',
  'car.duplicate',
  'settings.update',
  'order.status',
  'order.note',
  'order.refund',
  'review.decide',
  'withdrawal.process',
  'refund.decide',
  'lead.handle',
  'data.export',
  'data.erase',
  /** The retention job's deletions (server/privacy/retention.ts): counts only. */
  'data.retention',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
