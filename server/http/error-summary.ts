/**
 * What the server writes about an unexpected error: its class and message on one line, cut short,
 * never the request body or the personal data inside it. Drizzle puts a failed query's parameters
 * (the submitted names, e-mails, whole bodies) after "params:" in its message, so that part is
 * dropped and only the parameterised SQL stays; other messages (PostgreSQL's `invalid input syntax
 * for type integer: "…"`, JSON.parse's excerpt of the input) quote the offending value, so quoted
 * text is masked.
 */

const MAX_MESSAGE_CHARS = 200;
const DRIZZLE_QUERY = /^Failed query: /;

function oneLine(message: string): string {
  const text = DRIZZLE_QUERY.test(message)
    ? (message.split(/\n\s*params:/)[0] ?? '')
    : message.replace(/"[^"]*"|'[^']{2,}'|`[^`]*`/g, '"…"');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_MESSAGE_CHARS ? `${line.slice(0, MAX_MESSAGE_CHARS)}…` : line;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  // Drizzle's errors keep the name 'Error': the class says more.
  const className = error.constructor.name || error.name;
  const code = (error as { code?: unknown }).code;
  const name = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? `${className} ${code}` : className;
  return `${name}: ${oneLine(error.message)}`;
}

/** errorSummary(drizzleError) → 'DrizzleQueryError: Failed query: select $1::integer (cause: error 22P02: …)' */
export function errorSummary(error: unknown): string {
  const cause =
    error instanceof Error && error.cause !== undefined ? ` (cause: ${describeError(error.cause)})` : '';
  return `${describeError(error)}${cause}`;
}
