import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * "Trimite-mi oferta" (issue 37): an offer e-mailed to a shopper, whose link reopens the same terms
 * until `expires_at` (30 days after it was sent; the e-mail states that day and hour).
 * The link's token is only in the e-mail: the row keeps its SHA-256, so a copy of the table opens
 * no offer. Personal data (the address): exported, erased and kept only for the leads' retention
 * period like the other leads (server/privacy/*).
 */
export const savedQuotes = pgTable(
  'saved_quotes',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    sku: text('sku').notNull(),
    /** The canonical address-bar quote (src/domain/financing/quote-url.ts): tip=credit&luni=48&... */
    terms: text('terms').notNull(),
    email: text('email').notNull(),
    dataProtection: boolean('data_protection').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('saved_quotes_email').on(sql`lower(${t.email})`),
    check('saved_quotes_sku_length', sql`char_length(${t.sku}) <= 64`),
    check('saved_quotes_terms_length', sql`char_length(${t.terms}) <= 200`),
    check('saved_quotes_email_length', sql`char_length(${t.email}) <= 254`),
  ],
);
