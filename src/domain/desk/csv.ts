/**
 * CSV for the desk's exports (RFC 4180): cells quoted when they hold a separator, a quote or a line
 * break, quotes doubled, lines ended by CRLF. A cell a spreadsheet would run as a formula (starting
 * with = + - @, or a tab or carriage return that some programs skip before one) gets a leading
 * apostrophe, so an order's name field can never become a command in the officer's spreadsheet
 * (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
