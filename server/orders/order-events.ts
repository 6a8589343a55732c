/**
 * The kinds of an order's events (the order_events table). The first group is written by the
 * trigger on client_orders; `outcome` by the order notifier, once the changes of a decision's
 * inputs give the order a new outcome (approved 1, refused 0, approved with conditions 2).
 */
export type OrderEventKind =
  | 'created'
  | 'rating'
  | 'check1'
  | 'check2'
  | 'guarantor'
  | 'identification'
  | 'paid'
  | 'delivery'
  | 'outcome'
  /** A wizard step's answers saved (detail: personal, obligations, income, codebtor, company). */
  | 'step'
  /** The operations desk's states (order-status.ts) and the release job's (release-job.ts). */
  | 'handover_date'
  | 'delivered'
  | 'cancelled'
  | 'released';

/** The raw changes that can give an order a new credit outcome. */
export const DECISION_INPUTS: ReadonlySet<OrderEventKind> = new Set([
  'rating',
  'check1',
  'check2',
  'guarantor',
]);
