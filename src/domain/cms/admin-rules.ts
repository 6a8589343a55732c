/**
 * Field rules shared by the admin payloads (cars and content), each with a Romanian reason: an
 * editor reads them in the 422's `errors`, and no valibot English default may leak there. Text
 * gets the shop's common character and length rules (plainText), so no NUL or lone surrogate is
 * stored from the admin side either.
 */
import * as v from 'valibot';
import { fill, roAdminApi } from '../../i18n/ro.ts';
import { MAX_ID, plainText } from '../../lib/validation/rules.ts';

const m = roAdminApi;

/** Trimmed, not empty, at most `max` characters. */
export const text = (max: number) =>
  v.pipe(v.string(m.fieldEmpty), v.trim(), v.minLength(1, m.fieldEmpty), plainText(max));

export const count = (min: number, max: number) =>
  v.pipe(
    v.number(m.fieldWholeNumber),
    v.integer(m.fieldWholeNumber),
    v.minValue(min, fill(m.fieldRange, { min, max })),
    v.maxValue(max, fill(m.fieldRange, { min, max })),
  );

/** A lookup id within PostgreSQL's integer, so the lookup query itself never fails. */
export const id = count(1, MAX_ID);

export const choice = <const T extends readonly number[]>(values: T) =>
  v.picklist(values, fill(m.fieldChoice, { values: values.join(', ') }));

export const listOf = <T extends v.GenericSchema>(item: T, max: number) =>
  v.pipe(v.array(item, m.fieldList), v.maxLength(max, fill(m.fieldListMax, { max })));
