/**
 * The operations desk's rules on an order (issue 35): where it stands for staff, which status
 * actions it allows, the handover date's window, and the release deadline of an unpaid
 * reservation. Pure, shared by the server (which enforces them) and the back office (which only
 * offers what the server would accept).
 */
import { addDays, compareDates, type IsoDate, isIsoDate } from '../dates.ts';

/**
 * An order's stage as staff see it, most final first: a cancellation, a release or a withdrawal
 * ends it; then the handover, its date, the payment; before payment, the pre-approval's outcome.
 */
export const DESK_STATUSES = [
  'in_progress',
  'refused',
  'approved',
  'paid',
  'handover_set',
  'delivered',
  'withdrawn',
  'cancelled',
  'released',
] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const isDeskStatus = (value: unknown): value is DeskStatus =>
  typeof value === 'string' && (DESK_STATUSES as readonly string[]).includes(value);

export type DeskAction = 'handover' | 'delivered' | 'cancel';

const ACTIONS: Record<DeskStatus, readonly DeskAction[]> = {
  in_progress: ['cancel'],
  refused: ['cancel'],
  approved: ['cancel'],
  // The fee is paid: a consultant agrees the handover date (and may move it until the handover).
  paid: ['handover', 'cancel'],
  handover_set: ['handover', 'delivered', 'cancel'],
  delivered: [],
  withdrawn: [],
  cancelled: [],
  released: [],
};

/** The status actions staff may take on an order at `status`. */
export const deskActionsFor = (status: DeskStatus): readonly DeskAction[] => ACTIONS[status];

export const mayTake = (status: DeskStatus, action: DeskAction): boolean => ACTIONS[status].includes(action);

/** How far ahead a handover may be agreed (the pickup calendar's own horizon). */
export const HANDOVER_HORIZON_DAYS = 365;

export type HandoverDateProblem = 'invalid' | 'past' | 'tooFar';

/** Why `date` cannot be the handover date agreed `today`, or null when it can. */
export function handoverDateProblem(date: string, today: IsoDate): HandoverDateProblem | null {
  if (!isIsoDate(date)) return 'invalid';
  if (compareDates(date, today) < 0) return 'past';
  if (compareDates(date, addDays(today, HANDOVER_HORIZON_DAYS)) > 0) return 'tooFar';
  return null;
}

/** The release setting's default and bounds, in hours (setting `reservation_release_hours`). */
export const RELEASE_HOURS_DEFAULT = 48;
export const RELEASE_HOURS_MIN = 1;
export const RELEASE_HOURS_MAX = 720;

/** The setting's stored text as hours: the default when unset or not a whole number in bounds. */
export function releaseHoursOf(value: string | undefined): number {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return RELEASE_HOURS_DEFAULT;
  const hours = Number(value);
  return hours >= RELEASE_HOURS_MIN && hours <= RELEASE_HOURS_MAX ? hours : RELEASE_HOURS_DEFAULT;
}

/** Orders created before this instant and still unpaid are due for release at `now`. */
export const releaseCutoff = (now: Date, hours: number): Date => new Date(now.getTime() - hours * 3_600_000);
