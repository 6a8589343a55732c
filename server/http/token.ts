/**
 * Constant-time comparison of secrets (admin token, sandbox token). Both sides are hashed first so
 * neither the content nor the length of a guess shows in the response time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
