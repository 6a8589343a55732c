import { ro } from '../../src/i18n/ro.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { addAccount, login, OWN_ORIGIN, STAFF_PASSWORD, staffRequest } from './staff.fixture.ts';
import { changeStaff, findStaffByEmail } from './staff-accounts.ts';
import { hotp, totpAt, totpMatches } from './totp.ts';

describe('TOTP (RFC 6238 test vector, SHA-1)', () => {
  // RFC 6238 appendix B: secret "12345678901234567890" (base32 below), T = 59 s → 94287082 (8 digits).
  const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('computes the RFC codes (last 6 digits)', () => {
    expect(hotp(SECRET, 1)).toBe('287082');
    expect(totpAt(SECRET, new Date(1111111109 * 1000))).toBe('081804');
  });
  it.each([
    ['the current step', 0, true],
    ['one step early (clock drift)', -30, true],
    ['two steps late', 60, false],
  ])('accepts a code of %s: %s', (_name, shiftS, expected) => {
    const now = new Date(1_800_000_000_000);
    const code = totpAt(SECRET, new Date(now.getTime() + shiftS * 1000));
    expect(totpMatches(SECRET, code, now)).toBe(expected);
  });
});

describe.each(testBackends())('two-factor login on $name', (backend) => {
  const clock = new Date('2026-11-28T10:00:00Z');
  const t = useTestApp(backend, { now: () => clock });

  it('is turned on with a code from the app, then the login asks for the code', async () => {
    await addAccount(t.db, 'doi-pasi@firma.ro', 'admin');
    const { cookie } = await login(t, 'doi-pasi@firma.ro');
    const setup = await staffRequest(t, cookie, 'POST', '/api/auth/totp/setup');
    const { secret, uri } = setup.body as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await staffRequest(t, cookie, 'POST', '/api/auth/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(422);
    const enabled = await staffRequest(t, cookie, 'POST', '/api/auth/totp/enable', {
      code: totpAt(secret, clock),
    });
    expect(enabled.status).toBe(204);

    const noCode = await login(t, 'doi-pasi@firma.ro');
    expect(noCode).toMatchObject({
      status: 401,
      body: { message: ro.staff.totpRequired, totp: true },
      cookie: '',
    });
    const withCode = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN },
      body: JSON.stringify({
        email: 'doi-pasi@firma.ro',
        password: STAFF_PASSWORD,
        code: totpAt(secret, clock),
      }),
    });
    expect(withCode.status).toBe(200);
  });

  it('cannot be set up again from a session once on (a stolen cookie must not turn it off); an operator reset can', async () => {
    await addAccount(t.db, 'telefon@firma.ro', 'editor');
    const { cookie } = await login(t, 'telefon@firma.ro');
    const setup = await staffRequest(t, cookie, 'POST', '/api/auth/totp/setup');
    const { secret } = setup.body as { secret: string };
    await staffRequest(t, cookie, 'POST', '/api/auth/totp/enable', { code: totpAt(secret, clock) });

    const again = await staffRequest(t, cookie, 'POST', '/api/auth/totp/setup');
    expect(again).toMatchObject({ status: 409, body: { message: ro.staff.totpAlreadyOn } });
    expect(await login(t, 'telefon@firma.ro')).toMatchObject({ status: 401, body: { totp: true } });

    const account = await findStaffByEmail(t.db, 'telefon@firma.ro');
    await changeStaff(t.db, account?.id ?? 0, { resetTotp: true });
    expect((await staffRequest(t, cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect(await login(t, 'telefon@firma.ro')).toMatchObject({ status: 200 });
  });
});
