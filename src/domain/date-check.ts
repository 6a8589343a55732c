/**
 * isIsoDate (dates.ts) as a valibot validation for a schema's pipe. valibot's own isoDate() checks
 * only the shape and lets '2025-02-30' through; a payload's date must be a day that exists. Kept
 * apart from dates.ts so the islands that only read dates do not load valibot.
 * @example v.pipe(v.string(), isoDateCheck('Data nu este valida'))
 */
import { check } from 'valibot';
import { isIsoDate } from './dates.ts';

export function isoDateCheck(message?: string) {
  return check<string, string | undefined>(isIsoDate, message);
}
