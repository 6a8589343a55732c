/**
 * Drizzle queries built once and kept, per database object and per shape (the columns an insert or
 * an update writes). Drizzle walks every column and condition to build a statement's SQL, and under
 * the order crowd that was the largest part of the HTTP thread's work; a kept query only takes its
 * values. A transaction is a database object of its own, so its queries are built for it and
 * forgotten with it.
 */
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import { setNewest } from '../http/bounded-map.ts';

/** Shapes kept per database: the code writes a handful; the bound is against a mistake. */
const MAX_SHAPES = 64;

export function queryKeeper<TDatabase extends object, TQuery>(
  build: (db: TDatabase, columns: readonly string[]) => TQuery,
): (db: TDatabase, columns?: readonly string[]) => TQuery {
  const kept = new WeakMap<TDatabase, Map<string, TQuery>>();
  return (db, columns = []) => {
    let shapes = kept.get(db);
    if (!shapes) {
      shapes = new Map();
      kept.set(db, shapes);
    }
    const shape = columns.join(',');
    const known = shapes.get(shape);
    if (known) return known;
    const query = build(db, columns);
    setNewest(shapes, shape, query, MAX_SHAPES);
    return query;
  };
}

/** The columns `values` writes (undefined means "not written", as in Drizzle), in a stable order. */
export const writtenColumns = (values: Record<string, unknown>): string[] =>
  Object.keys(values)
    .filter((key) => values[key] !== undefined)
    .sort();

/**
 * One placeholder per column, as SQL so that Drizzle passes the value through untouched:
 * `driverValues` encodes it, null included (Drizzle's placeholders would encode a null jsonb as
 * the JSON `null` and fail on a null timestamp).
 */
export const placeholders = (columns: readonly string[]): Record<string, SQL> =>
  Object.fromEntries(columns.map((column) => [column, sql`${sql.placeholder(column)}`]));

/** `values` as the driver takes them, each encoded by its column as a plain Drizzle write would. */
export function driverValues(table: Table, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const encoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    encoded[key] = value === null ? null : column.mapToDriverValue(value);
  }
  return encoded;
}
