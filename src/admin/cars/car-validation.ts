/**
 * The car form's check: the very schema the server enforces (src/domain/cms/car-payloads.ts), run
 * in the browser before saving, its Romanian reasons placed on their fields as react-admin
 * expects (nested like the record: `dealer.group.cui` → { dealer: { group: { cui } } }).
 */
import * as v from 'valibot';
import { carCreateSchema } from '../../domain/cms/car-payloads.ts';

const FIELDS = Object.keys(carCreateSchema.entries);

type Errors = { [key: string]: string | Errors };

function setPath(target: Errors, path: readonly (string | number)[], message: string): void {
  let node = target;
  for (const [index, key] of path.entries()) {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = message;
      return;
    }
    const next = node[name];
    if (typeof next === 'object') node = next;
    else {
      const child: Errors = {};
      node[name] = child;
      node = child;
    }
  }
}

/** Field errors of `values` (empty when the server would accept them). */
export function carErrors(values: Record<string, unknown>): Errors {
  const candidate: Record<string, unknown> = Object.fromEntries(
    FIELDS.map((field) => [field, values[field] ?? undefined]),
  );
  // Nullable fields left empty in the form are null; required ones stay undefined → "Nu poate fi gol".
  for (const [field, value] of Object.entries(candidate)) if (value === '') candidate[field] = null;
  const result = v.safeParse(carCreateSchema, candidate);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = issue.path?.map((item) => item.key as string | number) ?? [];
    if (path.length > 0) setPath(errors, path, issue.message);
  }
  return errors;
}
