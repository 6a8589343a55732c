/**
 * Withdrawals from concluded credit and leasing contracts (CCD II art. 26, the online withdrawal
 * function of Directive 2011/83/EU art. 11a). One row per order: the unique order_uuid is what
 * makes a second withdrawal, even sent twice at once, answer "already withdrawn" with the first date.
 */
import { date, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { clientOrders } from './orders.ts';

export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  orderUuid: uuid('order_uuid')
    .notNull()
    .unique()
    .references(() => clientOrders.uuid),
  /** When the contract was concluded online (the order's paid_at then): the window's start, kept as proof. */
  concludedAt: timestamp('concluded_at', { withTimezone: true }).notNull(),
  /** When the confirmed withdrawal was received: the date and time acknowledged to the customer. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
  /** Where the acknowledgement went (the order's address, as matched). */
  email: text('email').notNull(),
  createdAt: createdAt(),
  /** Marked processed by the desk (issue 35): the day the money went back, who marked it and when. */
  moneyReturnedOn: date('money_returned_on'),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  processedBy: text('processed_by'),
});
