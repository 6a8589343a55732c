import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Proof of cookie consent (GDPR art. 7(1): the business must be able to show consent was given):
 * one row per decision of a browser, identified only by the random id that browser keeps. No IP,
 * no full user agent: a device class and a browser family are enough to tell how it was given.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    consentId: uuid('consent_id').notNull(),
    policyVersion: integer('policy_version').notNull(),
    /** accept_all, reject_all or settings (per-category choice). */
    method: text('method').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    deviceClass: text('device_class').notNull(),
    browserFamily: text('browser_family').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consent_records_consent_id_idx').on(table.consentId)],
);
