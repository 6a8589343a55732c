/**
 * Reads a Retry-After header (RFC 9110: delay-seconds or an HTTP date) as milliseconds to wait
 * from `now`, or undefined when absent or unreadable (the caller's own backoff applies then).
 * @example retryAfterMs('40', Date.now()) // 40000
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would read '-5' as a year.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
