import { text, timestamp } from 'drizzle-orm/pg-core';

/** When a row was stored; every table that records submissions or events has one. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The operations desk's mark on a lead (issue 35): when it was handled, by whom (the staff
 * member's address, kept as text so the mark outlives the account) and the note they left.
 */
export const handledColumns = () => ({
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
  handledNote: text('handled_note'),
});
