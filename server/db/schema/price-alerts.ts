import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Price-drop alerts of favourite cars (issue 37): one row per car and address (lower-cased), so
 * asking again never stores a second one. Active once the confirmation link was clicked (double
 * opt-in) and until unsubscribed. server/routes/price-alerts/price-alert-notifier.ts sends the drops.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** SHA-256 (hex) of the confirmation link's secret; the secret itself is only in the e-mail. */
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    /**
     * The unsubscribe link's secret, kept as it is: every alert e-mail carries it, long after the
     * confirmation. It can only stop this alert.
     */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * The price the subscriber last saw from us (at confirmation, then each alert's new price) and
     * its unit (src/domain/catalog/price-drop.ts): only a price below it is a drop.
     */
    referencePrice: doublePrecision('reference_price'),
    referenceUnit: text('reference_unit'),
    /** The car's newest content event the notifier has weighed for this alert. */
    checkedEventId: integer('checked_event_id').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [unique('price_alerts_sku_email').on(t.sku, t.email), index('price_alerts_email').on(t.email)],
);
