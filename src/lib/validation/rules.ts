/**
 * Reusable field rules for every form, run by the browser (formisch) and by the server (422 bodies).
 *
 * Every required field starts with `v.optional(…, default)`: valibot reports a *missing* key with the
 * object's generic message, while a defaulted key runs the field's own pipe, so an absent field gets
 * its Romanian message on its own path. Inputs are lenient (form strings, JSON numbers, multipart
 * strings); outputs are normalised (trimmed strings, integers, `true`).
 */
import * as v from 'valibot';
import { addDays, ageOn, isIsoDate } from '../../domain/dates.ts';
import { formatNumber } from '../../domain/format.ts';
import { isPublicHoliday, isWorkingDay } from '../../domain/public-holidays.ts';
import { fill, roValidation } from '../../i18n/ro.ts';
import { parseLeiAmount, parseSignedLeiAmount } from './amount.ts';
import { isValidCui } from './cui.ts';
import { isValidRomanianIban, normalizeIban } from './iban.ts';
import { EMAIL_MAX, hasAllowedCharacters, TEXT_MAX, withinEmailLimits } from './text.ts';

const m = roValidation;

export const MIN_NAME_LENGTH = 2;
export const ADULT_AGE = 18;
/** Older birth dates are typing mistakes (1900-01-01), not customers. */
export const MAX_AGE = 100;
/** Ids are PostgreSQL `integer` columns: anything above would make the query itself fail. */
export const MAX_ID = 2_147_483_647;
/** Far above any salary, instalment or turnover a form asks for, and within numeric(12,2). */
export const MAX_LEI_AMOUNT = 1_000_000_000;
export const PHONE_MESSAGE = fill(m.phoneInvalid, { phone: m.phoneExample });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** '+' then 7 to 15 digits, single spaces allowed between digits. */
const INTERNATIONAL_PHONE = /^\+\d(?: ?\d){6,14}$/;
const ROMANIAN_MOBILE = /^\+40\d{9}$/;

/** The rules every text field ends with: allowed characters only, at most `max` of them. */
export function plainText(max: number) {
  return v.pipe(
    v.string(m.valueInvalid),
    v.check(hasAllowedCharacters, m.textCharacters),
    v.maxLength(max, fill(m.textTooLong, { max })),
  );
}

export function requiredString(message: string, max: number = TEXT_MAX.line) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), plainText(max));
}

/** Trimmed text that may be empty; '' when absent. */
export function optionalString(max: number = TEXT_MAX.line) {
  return v.pipe(v.optional(v.string(m.valueInvalid), ''), v.trim(), plainText(max));
}

export function minLength2(requiredMessage: string, minMessage: string) {
  return v.pipe(requiredString(requiredMessage, TEXT_MAX.name), v.minLength(MIN_NAME_LENGTH, minMessage));
}

const isEmail = (text: string) => EMAIL.test(text) && withinEmailLimits(text);

export function email(requiredMessage: string = m.emailRequired) {
  return v.pipe(requiredString(requiredMessage, EMAIL_MAX.whole), v.check(isEmail, m.emailInvalid));
}

export function optionalEmail() {
  return v.pipe(
    optionalString(EMAIL_MAX.whole),
    v.check((text) => text === '' || isEmail(text), m.emailInvalid),
  );
}

export function internationalPhone(requiredMessage: string = m.phoneRequired) {
  return v.pipe(requiredString(requiredMessage), v.regex(INTERNATIONAL_PHONE, PHONE_MESSAGE));
}

/** '+40 712 345 678' → '+40712345678'. */
export function romanianMobile(requiredMessage: string = m.phoneRequired) {
  return v.pipe(
    requiredString(requiredMessage),
    v.transform((text) => text.replace(/\s+/g, '')),
    v.regex(ROMANIAN_MOBILE, PHONE_MESSAGE),
  );
}

export function iban() {
  return v.pipe(
    requiredString(m.ibanRequired),
    v.transform(normalizeIban),
    v.check(isValidRomanianIban, m.ibanInvalid),
  );
}

export function cui(requiredMessage: string = m.fieldRequired) {
  return v.pipe(requiredString(requiredMessage), v.check(isValidCui, m.cuiInvalid));
}

export function caen() {
  return v.pipe(requiredString(m.caenInvalid), v.regex(/^\d{4}$/, m.caenInvalid));
}

/** Checkbox that must be ticked: true, 1, '1', 'true' or 'on' (multipart) → true. */
export function checked(message: string) {
  return v.pipe(
    v.optional(v.union([v.boolean(), v.number(), v.string()], message), false),
    v.check((value) => value === true || value === 1 || ['1', 'true', 'on'].includes(String(value)), message),
    v.transform((): true => true),
  );
}

/** Optional checkbox as the API's 0/1: anything but a ticked value reads as 0. */
export function flag() {
  return v.pipe(
    v.optional(v.union([v.boolean(), v.number(), v.string()]), false),
    v.transform((value): 0 | 1 =>
      value === true || value === 1 || ['1', 'true', 'on'].includes(String(value)) ? 1 : 0,
    ),
  );
}

function toInteger(value: string | number): number {
  if (typeof value === 'number') return value;
  return /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** A select of integer codes; '3' (form) and 3 (JSON) both give 3. */
export function choice<const TOptions extends readonly number[]>(options: TOptions, message: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], message), ''),
    v.transform(toInteger),
    v.picklist(options, message),
  );
}

/** Like `choice`, but empty is allowed (undefined); used for fields another answer makes required. */
export function optionalChoice<const TOptions extends readonly number[]>(options: TOptions, message: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => (value === '' ? undefined : toInteger(value))),
    v.optional(v.picklist(options, message)),
  );
}

export function stringChoice<const TOptions extends readonly string[]>(options: TOptions, message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.picklist(options, message));
}

/** Like `stringChoice`, but empty is allowed (undefined). */
export function optionalStringChoice<const TOptions extends readonly string[]>(
  options: TOptions,
  message: string,
) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(v.picklist(options, message)),
  );
}

/** The shape of an idempotency key, wherever one arrives (body, header, receipt address). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Client-generated key that makes a retried submission count once. It travels in the body as well
 * as the `Idempotency-Key` header because `navigator.sendBeacon` cannot set headers.
 */
export function idempotencyKey() {
  return v.optional(v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY_PATTERN, m.fieldRequired)));
}

/** Text that only some answers require (see conditional.ts); undefined when absent. */
export function conditionalText() {
  return v.optional(v.pipe(v.string(m.valueInvalid), v.trim(), plainText(TEXT_MAX.line)));
}

/** A positive integer id (car, county) within PostgreSQL's integer; '12' and 12 both give 12. */
export function id(message: string) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], message), ''),
    v.transform(toInteger),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );
}

type AmountOptions = {
  readonly signed?: boolean;
  readonly accepts?: (amount: number) => boolean;
  /** Largest amount accepted (its absolute value when signed) and the message above it. */
  readonly max?: number;
  readonly maxMessage?: string;
};

const amountTooLarge = (max: number) => fill(m.amountTooLarge, { max: formatNumber(max) });

/** Refuses an amount above `max` (NaN and undefined are other rules' business). */
function atMost<TAmount extends number | undefined>(max: number, message: string) {
  return v.check<TAmount, string>(
    (amount) => amount === undefined || Number.isNaN(amount) || Math.abs(amount) <= max,
    message,
  );
}

/** An amount in lei typed as text ('1.234,56') or sent as a number; by default it must be above 0. */
export function leiAmount(requiredMessage: string, options: AmountOptions = {}) {
  const parse = options.signed ? parseSignedLeiAmount : parseLeiAmount;
  const accepts = options.accepts ?? ((amount: number) => amount > 0);
  const max = options.max ?? MAX_LEI_AMOUNT;
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], requiredMessage), ''),
    v.check((value) => String(value).trim() !== '', requiredMessage),
    v.transform((value) => parse(value) ?? Number.NaN),
    v.check((amount) => !Number.isNaN(amount) && accepts(amount), m.amountInvalid),
    atMost<number>(max, options.maxMessage ?? amountTooLarge(max)),
  );
}

/** An amount only some answers require (see conditional.ts): empty → undefined, else parsed. */
export function optionalLeiAmount() {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], m.amountInvalid), ''),
    v.transform((value) => (String(value).trim() === '' ? undefined : (parseLeiAmount(value) ?? Number.NaN))),
    v.check((amount) => amount === undefined || amount > 0, m.amountInvalid),
    atMost<number | undefined>(MAX_LEI_AMOUNT, amountTooLarge(MAX_LEI_AMOUNT)),
  );
}

/** A yyyy-MM-dd date. */
export function isoDate(requiredMessage: string, invalidMessage: string = m.dateInputInvalid) {
  return v.pipe(requiredString(requiredMessage), v.check(isIsoDate, invalidMessage));
}

export function notBefore(today: string, message: string = m.dateBeforeToday) {
  return v.check<string, string>((date) => date >= today, message);
}

export function notAfter(today: string, message: string = m.dateInFuture) {
  return v.check<string, string>((date) => date <= today, message);
}

/** At most `days` after today: a date typed years ahead (9999-12-31) is a mistake. */
export function withinDays(today: string, days: number) {
  return v.check<string, string>((date) => date <= addDays(today, days), fill(m.dateTooFar, { days }));
}

/**
 * Not a Romanian public holiday (a viewing's day: showrooms open at weekends by their own hours, but
 * close on the holidays the pickup calendar skips too; public-holidays.ts is the one list).
 */
export function notPublicHoliday(message: string = m.viewingHoliday) {
  return v.check<string, string>((date) => !isIsoDate(date) || !isPublicHoliday(date), message);
}

/** Monday to Friday and not a Romanian public holiday (a subscription's pickup day). */
export function workingDay(message: string = m.dateInputInvalid) {
  // The pipe runs this even after a failed date check, so a non-date is simply not a working day.
  return v.check<string, string>((date) => isIsoDate(date) && isWorkingDay(date), message);
}

/** Birth date of someone aged 18 to 100 on `today`. */
export function adultBirthDate(today: string) {
  return v.pipe(
    isoDate(m.fieldRequired),
    v.check((date) => ageOn(date, today) >= ADULT_AGE, m.minAge),
    v.check((date) => ageOn(date, today) <= MAX_AGE, fill(m.maxAge, { max: MAX_AGE })),
  );
}

export { type FieldErrors, FORM_ERROR_KEY, toFieldErrors } from './field-errors.ts';
