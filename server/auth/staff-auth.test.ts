import { ro } from '../../src/i18n/ro.ts';
import { cars } from '../db/schema.ts';
import { ADMIN_TOKEN } from '../routes/admin/admin.fixture.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { LOCK_MS } from './login.ts';
import { roleMayReach, type StaffRole } from './roles.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';
import { addAccount, login, OWN_ORIGIN, STAFF_PASSWORD, staffRequest } from './staff.fixture.ts';
import { changeStaff, findStaffByEmail } from './staff-accounts.ts';
import { ADDRESS_FAILURE_LIMIT } from './throttle.ts';

const SAMPLE_PARAMS: Record<string, string> = {
  sku: 'RL-1001',
  slug: 'impressum',
  key: 'reservation_fee',
  id: '1',
};

/** Every route the admin app declares, its parameters filled in (a new route is covered at once). */
function adminEndpoints(routes: readonly { method: string; path: string }[]) {
  const seen = new Set<string>();
  return routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/'))
    .map((route) => ({
      method: route.method,
      path: route.path
        .replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1')
        .replace(/\/$/, ''),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      return !seen.has(key) && seen.add(key) !== undefined;
    });
}

const relative = (path: string) => path.replace(/^\/api\/admin/, '');

describe('roleMayReach', () => {
  it.each([
    ['admin', '/staff', true],
    ['editor', '/staff', false],
    ['credit', '/staff', false],
    ['editor', '/cars/RL-1', true],
    ['credit', '/cars/RL-1', false],
    ['credit', '/reviews', true],
    ['editor', '/reviews', false],
    ['editor', '/withdrawals', false],
    ['credit', '/refunds/1/statement', true],
    ['editor', '/refunds/1/statement', false],
    ['credit', '/leads/contact', true],
    ['editor', '/leads/viewings/calendar', false],
    ['editor', '/settings/reservation_fee', true],
    ['editor', '/no-such-area', false],
    ['admin', '/no-such-area', true],
  ] as const)('%s → %s: %s', (role, path, expected) => {
    expect(roleMayReach(role as StaffRole, path)).toBe(expected);
  });
});

describe.each(testBackends())('staff accounts and sessions on $name', (backend) => {
  let clock = new Date('2026-11-28T10:00:00Z');
  const t = useTestApp(backend, {
    adminToken: ADMIN_TOKEN,
    now: () => clock,
    // X-Forwarded-For names the client, so each test throttles its own address.
    rateLimits: { limits: { forms: null, orders: null, wizard: null }, trustedProxies: 1 },
  });
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  beforeAll(async () => {
    await addAccount(t.db, 'admin@firma.ro', 'admin');
    await addAccount(t.db, 'editor@firma.ro', 'editor');
    await addAccount(t.db, 'credit@firma.ro', 'credit');
  });

  it('every admin route refuses a request without a session (401), changing nothing', async () => {
    const endpoints = adminEndpoints(t.app.routes);
    expect(endpoints.length).toBeGreaterThan(10);
    for (const { method, path } of endpoints) {
      const { status, body } = await staffRequest(t, '', method, path, {});
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toEqual({ message: ro.staff.loginRequired });
    }
  });

  it.each(['editor', 'credit'] as const)(
    'every route outside its area refuses the %s role with 403',
    async (role) => {
      const { cookie } = await login(t, `${role}@firma.ro`);
      expect(cookie).not.toBe('');
      const refused = adminEndpoints(t.app.routes).filter(({ path }) => !roleMayReach(role, relative(path)));
      expect(refused.length).toBeGreaterThan(0);
      for (const { method, path } of refused) {
        const { status, body } = await staffRequest(t, cookie, method, path, {});
        expect(status, `${method} ${path}`).toBe(403);
        expect(body).toEqual({ message: ro.staff.roleForbidden });
      }
    },
  );

  it('every admin write from another site (or with no Origin) is refused with 403', async () => {
    const { cookie } = await login(t, 'admin@firma.ro');
    const writes = adminEndpoints(t.app.routes).filter(({ method }) => method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    for (const origin of ['https://evil.example', null]) {
      for (const { method, path } of writes) {
        const { status, body } = await staffRequest(t, cookie, method, path, {}, origin);
        expect(status, `${method} ${path} from ${origin}`).toBe(403);
        expect(body).toEqual({ message: ro.staff.crossSiteRefused });
      }
    }
  });

  it('lets an editor edit a car and read its own identity; the bearer token still works', async () => {
    const { cookie, status, body } = await login(t, 'Editor@Firma.ro');
    expect(status).toBe(200);
    expect(body).toEqual({ accountId: expect.any(Number), email: 'editor@firma.ro', role: 'editor' });
    expect(JSON.stringify(body)).not.toContain(STAFF_PASSWORD);
    const [car] = await t.db.select({ sku: cars.sku }).from(cars).limit(1);
    const patched = await staffRequest(t, cookie, 'PATCH', `/api/admin/cars/${car?.sku}`, {
      promo_messages: [],
    });
    expect(patched.status).toBe(200);
    expect((await staffRequest(t, cookie, 'GET', '/api/auth/me')).body).toMatchObject({ role: 'editor' });
    const bearer = await t.request('/api/admin/reviews', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(bearer.status).toBe(200);
  });

  it('sets the cookie HttpOnly, SameSite=Lax on /api, and Secure over HTTPS', async () => {
    const plain = await login(t, 'editor@firma.ro');
    const header = plain.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\/api/);
    expect(header).not.toMatch(/Secure/i);
    const response = await t.app.request('https://shop.example/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example' },
      body: JSON.stringify({ email: 'editor@firma.ro', password: STAFF_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/Secure/i);
  });

  it('refuses a login posted from another site', async () => {
    const reply = await login(t, 'editor@firma.ro', STAFF_PASSWORD, { Origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.cookie).toBe('');
  });

  it('ends the session at logout, at a role change and when the account is disabled', async () => {
    const reach = (cookie: string) => staffRequest(t, cookie, 'GET', '/api/admin/staff');
    const first = await login(t, 'admin@firma.ro');
    expect((await reach(first.cookie)).status).toBe(200);
    expect((await staffRequest(t, first.cookie, 'POST', '/api/auth/logout')).status).toBe(204);
    expect((await reach(first.cookie)).status).toBe(401);

    await addAccount(t.db, 'temp-admin@firma.ro', 'admin');
    const temp = await login(t, 'temp-admin@firma.ro');
    const account = await findStaffByEmail(t.db, 'temp-admin@firma.ro');
    if (!account) throw new Error('no account');
    const admin = await login(t, 'admin@firma.ro');
    const demoted = await staffRequest(t, admin.cookie, 'PATCH', `/api/admin/staff/${account.id}`, {
      role: 'editor',
    });
    expect(demoted.status).toBe(200);
    expect(await reach(temp.cookie)).toMatchObject({ status: 401, body: { message: ro.staff.sessionEnded } });

    const again = await login(t, 'temp-admin@firma.ro');
    expect((await staffRequest(t, again.cookie, 'GET', '/api/admin/cars/RL-1001')).status).not.toBe(401);
    await changeStaff(t.db, account.id, { disabled: true });
    expect((await staffRequest(t, again.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await login(t, 'temp-admin@firma.ro')).status).toBe(401);
  });

  it('ends a session after 30 idle minutes and after 12 hours in all', async () => {
    const start = clock;
    const { cookie } = await login(t, 'credit@firma.ro');
    const me = () => staffRequest(t, cookie, 'GET', '/api/auth/me');
    // Active every 20 minutes: alive past the idle limit, dead at the absolute one.
    for (let at = 20; at * 60_000 < SESSION_ABSOLUTE_MS; at += 20) {
      clock = new Date(start.getTime() + at * 60_000);
      expect((await me()).status, `after ${at} minutes`).toBe(200);
    }
    clock = new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000);
    expect((await me()).status).toBe(401);

    const idle = await login(t, 'credit@firma.ro');
    clock = new Date(clock.getTime() + SESSION_IDLE_MS + 1000);
    expect((await staffRequest(t, idle.cookie, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('locks an account for 15 minutes after 10 wrong passwords, with a Romanian message', async () => {
    await addAccount(t.db, 'locked@firma.ro', 'editor');
    for (let attempt = 1; attempt < 10; attempt += 1) {
      const reply = await login(t, 'locked@firma.ro', 'not-the-password', from(`10.1.0.${attempt}`));
      expect(reply).toMatchObject({ status: 401, body: { message: ro.staff.loginInvalid } });
    }
    const tenth = await login(t, 'locked@firma.ro', 'not-the-password', from('10.1.0.10'));
    expect(tenth.status).toBe(429);
    expect(tenth.body).toEqual({ message: ro.staff.accountLocked.replace('{minutes}', '15') });
    // Locked: even the right password, from a new address, gets no session.
    const right = await login(t, 'locked@firma.ro', STAFF_PASSWORD, from('10.1.0.11'));
    expect(right.status).toBe(429);
    expect(right.cookie).toBe('');
    clock = new Date(clock.getTime() + LOCK_MS + 1000);
    const after = await login(t, 'locked@firma.ro', STAFF_PASSWORD, from('10.1.0.12'));
    expect(after.status).toBe(200);
  });

  it('throttles an address after repeated wrong passwords across accounts', async () => {
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt += 1) {
      const reply = await login(t, `nobody${attempt}@firma.ro`, 'wrong-password-x', from('10.2.0.1'));
      expect(reply.status).toBe(401);
    }
    const next = await login(t, 'editor@firma.ro', STAFF_PASSWORD, from('10.2.0.1'));
    expect(next.status).toBe(429);
    expect(next.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await login(t, 'editor@firma.ro', STAFF_PASSWORD, from('10.2.0.2'))).status).toBe(200);
  });

  it('throttles wrong ADMIN_TOKENs like wrong passwords', async () => {
    const call = (token: string) =>
      t.request('/api/admin/reviews', { headers: { Authorization: `Bearer ${token}`, ...from('10.3.0.1') } });
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt += 1) {
      expect((await call(`guess-${attempt}`)).status).toBe(401);
    }
    expect((await call(ADMIN_TOKEN)).status).toBe(429);
  });

  it('admin manages accounts: weak passwords refused, the password never returned', async () => {
    const { cookie } = await login(t, 'admin@firma.ro');
    const weak = await staffRequest(t, cookie, 'POST', '/api/admin/staff', {
      email: 'nou@firma.ro',
      password: 'parola123456',
      role: 'editor',
    });
    expect(weak).toMatchObject({ status: 422, body: { errors: { password: ro.staff.passwordCommon } } });
    const short = await staffRequest(t, cookie, 'POST', '/api/admin/staff', {
      email: 'nou@firma.ro',
      password: 'scurta',
      role: 'editor',
    });
    expect(short.status).toBe(422);
    const made = await staffRequest(t, cookie, 'POST', '/api/admin/staff', {
      email: 'nou@firma.ro',
      password: 'o-parola-destul-de-lunga',
      role: 'editor',
    });
    expect(made.status).toBe(201);
    const list = await staffRequest(t, cookie, 'GET', '/api/admin/staff');
    expect(list.headers.get('Content-Range')).toMatch(/^staff 0-\d+\/\d+$/);
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/i);
    expect(OWN_ORIGIN).toBe('http://localhost');
  });
});
