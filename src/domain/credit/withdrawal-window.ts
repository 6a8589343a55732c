/**
 * The consumer's 14-day right of withdrawal from a credit or leasing contract (Directive (EU)
 * 2023/2225 art. 26; for contracts concluded online, Directive 2011/83/EU art. 11a as amended by
 * Directive (EU) 2023/2673). Pure rules shared by the withdrawal API, its page and the order's
 * result page, so what the shopper is told and what the server accepts cannot disagree.
 *
 * The period is counted as EU law counts periods in days (Regulation 1182/71, art. 3): the day the
 * contract was concluded is not counted, the period ends when the 14th calendar day after it ends,
 * and a period whose last day is a Saturday, Sunday or public holiday ends with the next working
 * day. Days are Romanian calendar days (Europe/Bucharest), whatever the server's time zone is.
 */
import { addDays, type IsoDate, SHOP_TIME_ZONE, todayIn, wallClockIn } from '../dates.ts';
import { type OrderType, PERSON, type Person, SUBSCRIPTION_TYPE } from '../order/order-terms.ts';
import { isWorkingDay } from '../public-holidays.ts';

export const WITHDRAWAL_DAYS = 14;

/** Who bought what decides whether the right exists at all. */
export interface WithdrawalParty {
  readonly productType: OrderType;
  readonly person: Person;
}

/**
 * `consumer`: an individual's credit or leasing (with purchase option), a consumer credit.
 * `company`: a company is not a consumer. `subscription`: a car rental service for a fixed period
 * with no purchase option, outside the credit directive and excluded from the distance-contract
 * withdrawal (Directive 2011/83/EU art. 16(l)); it can be ended by notice instead.
 */
export type WithdrawalRight = 'consumer' | 'company' | 'subscription';

export function withdrawalRight(party: WithdrawalParty): WithdrawalRight {
  if (party.productType === SUBSCRIPTION_TYPE) return 'subscription';
  return party.person === PERSON.company ? 'company' : 'consumer';
}

export interface WithdrawalWindow {
  /** The Romanian calendar day the contract was concluded: day 0, not counted. */
  readonly concludedOn: IsoDate;
  /** The last day a withdrawal is accepted (after a weekend or holiday extension). */
  readonly lastDay: IsoDate;
  /** The first instant after the period: midnight, Romanian time, at the start of the day after lastDay. */
  readonly closesAt: Date;
}

export function withdrawalWindow(concludedAt: Date): WithdrawalWindow {
  const concludedOn = todayIn(concludedAt, SHOP_TIME_ZONE);
  let lastDay = addDays(concludedOn, WITHDRAWAL_DAYS);
  while (!isWorkingDay(lastDay)) lastDay = addDays(lastDay, 1);
  return { concludedOn, lastDay, closesAt: startOfDayIn(addDays(lastDay, 1)) };
}

/** True while a withdrawal sent at `now` is in time. */
export function canWithdraw(concludedAt: Date, now: Date): boolean {
  return now.getTime() < withdrawalWindow(concludedAt).closesAt.getTime();
}

/** How far Romanian wall-clock time is ahead of UTC at `instant` (2 h in winter, 3 h in summer). */
function offsetMs(instant: Date): number {
  const p = wallClockIn(instant, SHOP_TIME_ZONE);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant a Romanian calendar day starts. Daylight saving changes at 03:00/04:00 local time,
 * never at midnight, so midnight always exists once; the second pass settles the offset of the
 * instant found rather than of the UTC midnight guessed first.
 * @example startOfDayIn('2026-12-10') // 2026-12-09T22:00:00.000Z
 */
export function startOfDayIn(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const guess = utcMidnight - offsetMs(new Date(utcMidnight));
  return new Date(utcMidnight - offsetMs(new Date(guess)));
}

/** The Romanian date and time (HH:mm) of an instant, for acknowledgements. */
export function romanianDateTime(instant: Date): { date: IsoDate; time: string } {
  const p = wallClockIn(instant, SHOP_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}`,
    time: `${two(p.hour)}:${two(p.minute)}`,
  };
}
