/**
 * "Two-factor required for admins": only an admin changes the setting; while it is on, an admin
 * without two-factor reaches only the two-factor setup; setting it up and turning it on are audited.
 */
import { desc, eq } from 'drizzle-orm';
import { ro } from '../../src/i18n/ro.ts';
import { auditLog } from '../db/schema.ts';
import { ADMIN_TOKEN } from '../routes/admin/admin.fixture.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { addAccount, login, staffRequest } from './staff.fixture.ts';
import { totpAt } from './totp.ts';
import { ADMIN_TOTP_REQUIRED } from './totp-policy.ts';

describe.each(testBackends())('admin two-factor policy on $name', (backend) => {
  const clock = new Date('2026-11-28T10:00:00Z');
  const t = useTestApp(backend, { now: () => clock, adminToken: ADMIN_TOKEN });
  let admin = '';
  let editor = '';
  const setting = `/api/admin/settings/${ADMIN_TOTP_REQUIRED}`;
  const actions = async (email: string) =>
    (await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, email)).orderBy(desc(auditLog.id))).map(
      (row) => ({ action: row.action, target: row.target, after: row.after }),
    );

  beforeAll(async () => {
    await addAccount(t.db, 'sefa@firma.ro', 'admin');
    await addAccount(t.db, 'redactor@firma.ro', 'editor');
    admin = (await login(t, 'sefa@firma.ro')).cookie;
    editor = (await login(t, 'redactor@firma.ro')).cookie;
  });

  it('is a setting only an admin may change, refused as a 422 when it is not true or false', async () => {
    const byEditor = await staffRequest(t, editor, 'PUT', setting, { value: 'true' });
    expect(byEditor).toMatchObject({ status: 403, body: { message: ro.staff.totpSettingAdminOnly } });
    const wrong = await staffRequest(t, admin, 'PUT', setting, { value: 'da' });
    expect(wrong.status).toBe(422);
    const off = await staffRequest(t, admin, 'PUT', setting, { value: 'false' });
    expect(off.status).toBe(200);
    // Server-only: never published to the site.
    const published = (await t.request('/api/settings')).body as Record<string, unknown>;
    expect(published).not.toHaveProperty(ADMIN_TOTP_REQUIRED);
  });

  it('when on, keeps an admin without two-factor to the setup, and lets them in once it is on', async () => {
    const on = await staffRequest(t, admin, 'PUT', setting, { value: 'true' });
    expect(on.status).toBe(200);
    expect((await actions('sefa@firma.ro'))[0]).toEqual({
      action: 'settings.update',
      target: `settings/${ADMIN_TOTP_REQUIRED}`,
      after: { [ADMIN_TOTP_REQUIRED]: 'true' },
    });

    const blocked = await staffRequest(t, admin, 'GET', '/api/admin/cars');
    expect(blocked).toMatchObject({
      status: 403,
      body: { message: ro.staff.totpSetupRequired, totp_setup: true },
    });
    const me = await staffRequest(t, admin, 'GET', '/api/auth/me');
    expect(me.body).toMatchObject({ role: 'admin', totpEnabled: false, totpSetupRequired: true });
    // Editors are not concerned, nor is the automation token.
    expect((await staffRequest(t, editor, 'GET', '/api/admin/cars')).status).toBe(200);
    const automation = await t.request('/api/admin/cars', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(automation.status).toBe(200);

    const setup = await staffRequest(t, admin, 'POST', '/api/auth/totp/setup');
    const { secret } = setup.body as { secret: string };
    const enabled = await staffRequest(t, admin, 'POST', '/api/auth/totp/enable', {
      code: totpAt(secret, clock),
    });
    expect(enabled.status).toBe(204);
    expect((await actions('sefa@firma.ro')).slice(0, 2)).toEqual([
      { action: 'staff.totp_enable', target: expect.stringMatching(/^staff\/\d+$/), after: null },
      { action: 'staff.totp_setup', target: expect.stringMatching(/^staff\/\d+$/), after: null },
    ]);
    // The secret never reaches the trail.
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(secret);

    expect((await staffRequest(t, admin, 'GET', '/api/admin/cars')).status).toBe(200);
    expect((await staffRequest(t, admin, 'GET', '/api/auth/me')).body).toMatchObject({
      totpEnabled: true,
      totpSetupRequired: false,
    });
  });

  it('does not audit a wrong confirmation code', async () => {
    const before = (await actions('redactor@firma.ro')).length;
    await staffRequest(t, editor, 'POST', '/api/auth/totp/setup');
    const wrong = await staffRequest(t, editor, 'POST', '/api/auth/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(422);
    const after = await actions('redactor@firma.ro');
    expect(after.length).toBe(before + 1);
    expect(after[0]?.action).toBe('staff.totp_setup');
  });
});
