/** Test helpers of staff accounts: an account, a login, a request with the session cookie. */
import type { Database } from '../db/client.ts';
import type { TestApp } from '../test/harness.ts';
import type { StaffRole } from './roles.ts';
import { addStaff } from './staff-accounts.ts';

export const STAFF_PASSWORD = 'masini-noi-in-fiecare-zi';
/** The origin app.request gives a request to a bare path. */
export const OWN_ORIGIN = 'http://localhost';

export async function addAccount(db: Database, email: string, role: StaffRole): Promise<void> {
  await addStaff(db, { email, password: STAFF_PASSWORD, role });
}

export interface LoginReply {
  status: number;
  body: unknown;
  headers: Headers;
  /** `staff_session=…`, ready for a Cookie header; '' when no cookie was set. */
  cookie: string;
}

export async function login(
  t: TestApp,
  email: string,
  password = STAFF_PASSWORD,
  headers: Record<string, string> = {},
): Promise<LoginReply> {
  const reply = await t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN, ...headers },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = reply.headers.get('Set-Cookie') ?? '';
  return { ...reply, cookie: /^(staff_session=[^;]*)/.exec(setCookie)?.[1] ?? '' };
}

/** A request carrying `cookie`, from our own origin unless `origin` says otherwise (null: none). */
export function staffRequest(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  origin: string | null = OWN_ORIGIN,
) {
  return t.request(path, {
    method,
    headers: {
      Cookie: cookie,
      'Content-Type': 'application/json',
      ...(origin === null ? {} : { Origin: origin }),
    },
    ...(body === undefined || method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
}
