import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was stored; every table that records submissions or events has one. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
