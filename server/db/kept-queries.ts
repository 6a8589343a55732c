/**
 * Drizzle queries built once and kept. Drizzle walks every column and condition to build a
 * statement's SQL, and under the order crowd that was the largest part of the HTTP thread's work; a
 * kept query only takes its values. The SQL of each shape (the columns an insert or an update
 * writes) is built once for the process; each database object then only wraps that finished text in
 * a prepared query of its own session, and keeps it. A transaction is a database object of its own:
 * its queries cost that wrapping, not a rebuild (building the order insert in each order's
 * transaction was 7 % of the shop's CPU on PostgreSQL).
 */
import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import {
  PgDialect,
  type PgPreparedQuery,
  type PgSession,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import { setNewest } from '../http/bounded-map.ts';

/** Shapes kept per database: the code writes a handful; the bound is against a mistake. */
const MAX_SHAPES = 64;

/** The arguments a query builder gives its session's `prepareQuery`: the built SQL and its mapping. */
type Recipe = Parameters<PgSession['prepareQuery']>;

/** What a database object (a transaction too) needs here: its session, which prepares statements. */
export interface SessionOwner {
  readonly _: { readonly session: { prepareQuery(...recipe: Recipe): PgPreparedQuery<PreparedQueryConfig> } };
}

/**
 * Runs `build` on `db` and records what its query builder handed the session to prepare. Builders
 * call `prepareQuery` synchronously from `.prepare()`, so the session is only wrapped for this call
 * (no other code runs meanwhile). Undefined when the builder prepared other than exactly once.
 */
function buildRecorded<TQuery>(db: SessionOwner, build: () => TQuery): { query: TQuery; recipe?: Recipe } {
  const session = db._.session;
  const prepare = session.prepareQuery;
  const ownMethod = Object.hasOwn(session, 'prepareQuery');
  const recipes: Recipe[] = [];
  session.prepareQuery = (...args: Recipe) => {
    recipes.push(args);
    return prepare.apply(session, args);
  };
  try {
    const query = build();
    return recipes.length === 1 ? { query, recipe: recipes[0] as Recipe } : { query };
  } finally {
    // Drizzle's sessions have the method from their class: removing the wrapper uncovers it again.
    if (ownMethod) session.prepareQuery = prepare;
    else delete (session as { prepareQuery?: unknown }).prepareQuery;
  }
}

export function queryKeeper<TDatabase extends SessionOwner, TQuery>(
  build: (db: TDatabase, columns: readonly string[]) => TQuery,
): (db: TDatabase, columns?: readonly string[]) => TQuery {
  const kept = new WeakMap<TDatabase, Map<string, TQuery>>();
  const recipes = new Map<string, Recipe>();
  return (db, columns = []) => {
    let shapes = kept.get(db);
    if (!shapes) {
      shapes = new Map();
      kept.set(db, shapes);
    }
    const shape = columns.join(',');
    const known = shapes.get(shape);
    if (known) return known;
    const recipe = recipes.get(shape);
    let query: TQuery;
    if (recipe) {
      query = db._.session.prepareQuery(...recipe) as TQuery;
    } else {
      const built = buildRecorded(db, () => build(db, columns));
      query = built.query;
      if (built.recipe) setNewest(recipes, shape, built.recipe, MAX_SHAPES);
    }
    setNewest(shapes, shape, query, MAX_SHAPES);
    return query;
  };
}

/** Drizzle's dialect for PostgreSQL (and PGlite): stateless, it only turns SQL objects into text. */
const dialect = new PgDialect();

/**
 * A hand-written statement (`db.execute` has no `.prepare`), built once per shape and prepared by
 * name on each database object: PostgreSQL parses it once per connection, where an unnamed one is
 * parsed and described on every call, two round trips. Rows come back as objects, as from execute.
 */
export function statementKeeper<TValues extends Record<string, unknown>>(
  name: string,
  build: (shape: string) => SQL,
): (db: SessionOwner, shape: string, values: TValues) => Promise<unknown> {
  const texts = new Map<string, Recipe[0]>();
  return (db, shape, values) => {
    let query = texts.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build(shape));
      setNewest(texts, shape, query, MAX_SHAPES);
    }
    return db._.session.prepareQuery(query, undefined, `${name}_${shape}`, false).execute(values);
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
