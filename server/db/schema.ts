/**
 * The embedded CMS data model. One pg-core schema serves PGlite (default) and PostgreSQL
 * (DATABASE_URL), so migrations are generated once and run on both.
 *
 * Lookup tables mirror the spec's filters payload; a car references them by id and the API reads
 * their names back in (manufacturer.name, fuel.name, ...). Nested, read-mostly structures the CMS
 * treats as documents (gallery, promo messages, dealer) are jsonb; payment_info, read whole as text
 * and far larger, is json.
 *
 * One module per domain under schema/; this entry gathers them for drizzle-kit and the database
 * client, so `import { cars } from './schema.ts'` keeps working.
 */
export * from './schema/audit.ts';
export * from './schema/catalog.ts';
export * from './schema/consents.ts';
export * from './schema/content.ts';
export * from './schema/history.ts';
export * from './schema/orders.ts';
export * from './schema/price-alerts.ts';
export * from './schema/rate-limits.ts';
export * from './schema/reviews.ts';
export * from './schema/saved-quotes.ts';
export * from './schema/staff.ts';
export * from './schema/submissions.ts';
export * from './schema/withdrawals.ts';
