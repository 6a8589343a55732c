/**
 * PostgreSQL reports a unique index refusing a row as SQLSTATE 23505. Drizzle wraps the driver's
 * error (postgres.js or PGlite) in its own, so the code may sit a few `cause` links down.
 */
const UNIQUE_VIOLATION = '23505';
const MAX_DEPTH = 5;

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: name, constraint_name: altName, cause } = current as Record<string, unknown>;
    if (code === UNIQUE_VIOLATION) {
      const reported = typeof name === 'string' ? name : typeof altName === 'string' ? altName : undefined;
      return constraint === undefined || reported === undefined || reported === constraint;
    }
    current = cause;
  }
  return false;
}
