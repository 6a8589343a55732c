/**
 * What an audit entry changed, field by field: the records before and after are flattened to dotted
 * paths (`dealer.group.cui`, `items.0.text`) and compared, so the detail screen shows only what
 * differs, however deep. Values are shown as JSON text.
 */
export interface FieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** Leaves of `value` by dotted path; a scalar (or null) at the top is the field ''. */
export function flatten(
  value: unknown,
  prefix = '',
  into: Map<string, string> = new Map(),
): Map<string, string> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && !(prefix === '' && isPlainObject(value))) {
    // An empty record at the top holds no field; an empty list or object inside one is a value.
    into.set(prefix, JSON.stringify(value));
  }
  return into;
}

export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before ?? undefined);
  const now = flatten(after ?? undefined);
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  return fields
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }));
}
