/**
 * Reading ids from paths and query strings. Ids are PostgreSQL `integer` columns, so anything
 * outside 1..2^31-1 is rejected here as a 422 rather than reaching the database as an overflow.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { fill, roValidation } from '../../src/i18n/ro.ts';
import { MAX_ID } from '../../src/lib/validation/rules.ts';
import { ApiError, invalidFields } from './errors.ts';

const ID_MESSAGE = fill(roValidation.idInvalid, { max: MAX_ID });

export const idTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,10}$/, ID_MESSAGE),
  v.transform(Number),
  v.minValue(1, ID_MESSAGE),
  v.maxValue(MAX_ID, ID_MESSAGE),
);

/** Parses one id or throws a 422 naming `field`. */
export function parseId(text: string, field: string): number {
  const result = v.safeParse(idTextSchema, text);
  if (!result.success) throw invalidFields({ [field]: result.issues[0].message });
  return result.output;
}

/** The path parameter `name` as an id (`/counties/:id`). */
export function idParam(c: Context, name: string): number {
  return parseId(c.req.param(name) ?? '', name);
}

/**
 * Optional id filters from the query string; absent or empty ones are left out. All invalid fields
 * are reported together.
 * @example optionalIds(c, ['fuel_id']) // { fuel_id: 3 } for ?fuel_id=3
 */
export function optionalIds<K extends string>(c: Context, names: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const text = c.req.query(name);
    if (text === undefined || text.trim() === '') continue;
    const result = v.safeParse(idTextSchema, text);
    if (result.success) out[name] = result.output;
    else errors[name] = result.issues[0].message;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return out;
}

/**
 * The distinct non-empty values of a list however the client serialised it: `name[]=a&name[]=b`,
 * `name[0]=a`, `name=a&name=b` or `name=a,b`, trimmed, in order.
 */
export function queryList(c: Context, name: string): string[] {
  const keyPattern = new RegExp(`^${name}(\\[\\d*\\])?$`);
  const texts = Object.entries(c.req.queries())
    .filter(([key]) => keyPattern.test(key))
    .flatMap(([, values]) => values.flatMap((value) => value.split(',')))
    .map((text) => text.trim())
    .filter((text) => text !== '');
  return [...new Set(texts)];
}

/** A list of ids (see `queryList`); undefined when the list is absent or empty. */
export function idList(c: Context, name: string): number[] | undefined {
  const texts = queryList(c, name);
  if (texts.length === 0) return undefined;
  return [...new Set(texts.map((text) => parseId(text, name)))];
}

/**
 * Runs several readers and reports every invalid field in one 422 instead of the first only.
 * @example parseAll({ ids: () => idList(c, 'categories_ids'), filters: () => optionalIds(c, names) })
 */
export function parseAll<T extends Record<string, () => unknown>>(
  readers: T,
): { [K in keyof T]: ReturnType<T[K]> } {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, read] of Object.entries(readers)) {
    try {
      out[key] = read();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422 && error.errors)) throw error;
      Object.assign(errors, error.errors);
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return out as { [K in keyof T]: ReturnType<T[K]> };
}
