/**
 * Staff passwords: argon2id hashes (@node-rs/argon2, OWASP's parameters), and the rules a new
 * password must meet. A password is never logged or returned; only its hash is stored.
 */
import { hash, verify } from '@node-rs/argon2';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import { fill } from '../../src/i18n/ro.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 12;
/** argon2 hashes anything, but a megabyte "password" is a cheap way to burn our CPU. */
export const PASSWORD_MAX = 256;

/** Algorithm 2 = argon2id; 19 MiB, 2 passes, 1 lane (OWASP's minimum for argon2id). */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing, verified when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
};

/** Why `password` cannot be a staff password (Romanian), or null when it can. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return fill(roStaff.passwordTooShort, { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) return fill(roStaff.passwordTooLong, { max: PASSWORD_MAX });
  const lower = password.toLowerCase();
  // One repeated character, or a list entry, is guessed first by every cracking tool.
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size <= 2) return roStaff.passwordCommon;
  return null;
}
