/**
 * An order's stage for the operations desk (src/domain/desk/order-desk.ts names them), as one SQL
 * expression: the list filters and sorts on it, the order page and the status actions read it, so
 * the list and the actions never disagree about where an order stands.
 *
 * Before payment the stage follows the pre-approval's outcome (steps.ts `outcomeOf`): an
 * individual's rating; a company's first check, then its second (a guarantor only turns "approved
 * with conditions" into "approved", both count as approved here).
 */
import { eq, sql } from 'drizzle-orm';
import type { DeskStatus } from '../../src/domain/desk/order-desk.ts';
import { clientOrders, withdrawals } from '../db/schema.ts';

export const deskStatusSql = sql<DeskStatus>`(case
  when ${clientOrders.cancelledAt} is not null then 'cancelled'
  when ${clientOrders.releasedAt} is not null then 'released'
  when exists (select 1 from ${withdrawals} where ${eq(withdrawals.orderUuid, clientOrders.uuid)}) then 'withdrawn'
  when ${clientOrders.deliveredAt} is not null then 'delivered'
  when ${clientOrders.handoverDate} is not null then 'handover_set'
  when ${clientOrders.paidAt} is not null then 'paid'
  when (${clientOrders.person} = 1 and ${clientOrders.rating} = 0)
    or (${clientOrders.person} = 2 and (${clientOrders.check1Result} = 0 or ${clientOrders.check2Result} = 0))
    then 'refused'
  when (${clientOrders.person} = 1 and ${clientOrders.rating} in (1, 2))
    or (${clientOrders.person} = 2 and ${clientOrders.check1Result} = 1 and ${clientOrders.check2Result} in (1, 2))
    then 'approved'
  else 'in_progress' end)`;
