/**
 * The deadline of a human review (issue 35) as the desk shows it: how many working days are left
 * until the answer is due, and whether that is close enough to show in red. A pure rule on shop
 * dates (yyyy-MM-dd, Romanian calendar), so the list, the detail and their tests agree.
 */
import { addDays, compareDates, type IsoDate } from '../dates.ts';
import { isWorkingDay } from '../public-holidays.ts';

/** What a reviewer decided: the order goes on ('approved') or the refusal stands ('upheld'). */
export const REVIEW_OUTCOMES = ['approved', 'upheld'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/**
 * Two working days: a reviewer who sees red today still has a full working day to read the file,
 * ask for anything missing and answer, whatever weekend or holiday lies in between.
 */
export const CLOSE_WORKING_DAYS = 2;

/** A year of days: the answer is due within a month (GDPR art. 12(3)), so this bound is never met. */
const MAX_SPAN = 366;

/**
 * Working days after `today` up to and including `due` (0 when due today, negative when late: the
 * calendar days since, so an overdue review reads as such).
 */
export function workingDaysLeft(today: IsoDate, due: IsoDate): number {
  const order = compareDates(due, today);
  if (order === 0) return 0;
  if (order < 0) {
    let days = 0;
    for (let day = due; compareDates(day, today) < 0 && days < MAX_SPAN; day = addDays(day, 1)) days += 1;
    return -days;
  }
  let left = 0;
  let spanned = 0;
  for (
    let day = addDays(today, 1);
    compareDates(day, due) <= 0 && spanned < MAX_SPAN;
    day = addDays(day, 1)
  ) {
    if (isWorkingDay(day)) left += 1;
    spanned += 1;
  }
  return left;
}

export type DeadlineState = 'overdue' | 'close' | 'open';

/** 'close' (red) from CLOSE_WORKING_DAYS working days before the due day; 'overdue' after it. */
export function deadlineState(today: IsoDate, due: IsoDate): DeadlineState {
  const left = workingDaysLeft(today, due);
  if (left < 0) return 'overdue';
  return left <= CLOSE_WORKING_DAYS ? 'close' : 'open';
}
