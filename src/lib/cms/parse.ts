/**
 * The friendly-error helper of every CMS read: a payload that does not match its schema fails the
 * build (or the island) with a message naming the record and the field, never a blank page.
 */
import * as v from 'valibot';
import { exactCheck } from './exact-check.ts';

/** How many issues one error message lists; the rest are counted. */
const MAX_LISTED_ISSUES = 5;

/** Fields that identify a record, in the order they are tried. */
const IDENTIFYING_KEYS = ['sku', 'slug', 'id'] as const;

type Issue = v.BaseIssue<unknown>;
type PathItem = NonNullable<Issue['path']>[number];

/**
 * Parses `data` with `schema` and returns the typed output, or throws an Error naming the record and
 * field of each problem. `what` is the record's noun in the singular ("car", "static page"); when the
 * payload is a list, each broken item is named by its sku, slug or id (or its position).
 *
 * @example
 * parseRecord(carDetailSchema, json, 'car');
 * // Error: CMS payload invalid: car "B-1042" field payment_info.credit.55.monthlyPayment.60.RON:
 * //        Invalid type: Expected number but received "abc"
 */
export function parseRecord<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  what: string,
): v.InferOutput<TSchema> {
  // A payload valibot would give back unchanged is the output itself (exact-check.ts).
  if (exactCheck(schema)(data)) return data as v.InferOutput<TSchema>;
  // Valibot's own wording: the site sets a Romanian catch-all message for its forms
  // (field-errors.ts), which would hide what is wrong with a payload from whoever fixes the CMS.
  const result = v.safeParse(schema, data, { lang: 'en' });
  if (result.success) return result.output;
  throw new Error(describeIssues(result.issues, data, what));
}

/**
 * The error for one field of one record, in parseRecord's wording, for a check made outside the
 * schema (car-details.ts unpacking a car's packed tables).
 */
export function fieldError(what: string, record: unknown, field: string, reason: string): Error {
  return new Error(`CMS payload invalid: ${named(what, record)} field ${field}: ${reason}`);
}

function describeIssues(issues: readonly Issue[], data: unknown, what: string): string {
  const lines = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => describeIssue(issue, data, what));
  const hidden = issues.length - lines.length;
  if (hidden > 0) lines.push(`(${hidden} more ${hidden === 1 ? 'problem' : 'problems'})`);
  return `CMS payload invalid: ${lines.join('\n  ')}`;
}

function describeIssue(issue: Issue, data: unknown, what: string): string {
  const path = issue.path ?? [];
  const first = path[0];
  const inList = Array.isArray(data) && first !== undefined && first.type === 'array';
  const record = inList ? `${what} ${identify(first.value, first.key)}` : named(what, data);
  const fieldPath = inList ? path.slice(1) : path;
  const field = fieldPath.length > 0 ? ` field ${dotPath(fieldPath)}` : '';
  return `${record}${field}: ${issue.message}`;
}

function named(what: string, record: unknown): string {
  const identity = identifyingValue(record);
  return identity === undefined ? what : `${what} ${identity}`;
}

function identify(record: unknown, index: unknown): string {
  return identifyingValue(record) ?? `#${String(index)}`;
}

function identifyingValue(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  for (const key of IDENTIFYING_KEYS) {
    const value: unknown = (record as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  }
  return undefined;
}

function dotPath(path: readonly PathItem[]): string {
  return path.map((item) => String(item.key)).join('.');
}
