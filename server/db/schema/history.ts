import { bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Drafts and history of the back office (issue 34): every save of a car, a legal page, the slider,
 * the testimonials or the FAQ keeps the whole record as it was saved, numbered per record, so an
 * editor sees who changed what and can restore an earlier version (a restore is a new save).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One of HISTORY_KINDS (src/domain/cms/history.ts): car, static-page, sliders, testimonials, faqs. */
    kind: text('kind').notNull(),
    /** The car's SKU, the page's slug, or `current` for the lists saved whole. */
    recordId: text('record_id').notNull(),
    /** 1, 2, 3… per record; version 1 may be the content as it was before the first tracked save. */
    version: integer('version').notNull(),
    /** The record in the admin API's shape, the body a restore sends back. */
    data: jsonb('data').notNull(),
    /** staff_accounts.id (0: ADMIN_TOKEN automation); null for the content found before the first save. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    /** Which version this save brought back, when it is a restore. */
    restoredFrom: integer('restored_from'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_versions_record_idx').on(table.kind, table.recordId, table.version)],
);
