import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import { fill } from '../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../auth/staff.fixture.ts';
import { auditLog } from '../db/schema.ts';
import { readSettings } from '../routes/settings/settings.handlers.ts';
import { testBackends, useTestApp } from '../test/harness.ts';

describe.each(testBackends())('the retention periods in Setari on $name', (backend) => {
  const t = useTestApp(backend);
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'credit'] as const) {
      await addAccount(t.db, `${role}-ret@firma.ro`, role);
      cookies[role] = (await login(t, `${role}-ret@firma.ro`)).cookie;
    }
  });

  const put = (role: string, key: string, value: unknown) =>
    staffRequest(t, cookies[role] ?? '', 'PUT', `/api/admin/settings/${key}`, { value });

  it.each(['editor', 'credit'])('only an admin may change them: the %s role gets 403', async (role) => {
    const { status } = await put(role, 'retention_leads_months', '24');
    expect(status).toBe(403);
    expect((await readSettings(t.db)).retention_leads_months).toBeUndefined();
  });

  it('an editor still saves the content settings', async () => {
    expect((await put('editor', 'business_inbox', 'cereri@firma.ro')).status).toBe(200);
  });

  it.each([
    ['retention_leads_months', '0', 1, 120],
    ['retention_leads_months', '121', 1, 120],
    ['retention_refused_months', 'sase', 1, 120],
    ['retention_consent_months', '2.5', 1, 240],
    ['retention_outbox_days', 90, 1, 3650],
  ])('refuses %s = %j with the range in Romanian (422)', async (key, value, min, max) => {
    const { status, body } = await put('admin', key, value);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { value: fill(roPrivacy.api.periodInvalid, { min, max }) } });
  });

  it('saves a period, keeps it off the public settings, and audits the change with before and after', async () => {
    const { status, body } = await put('admin', 'retention_outbox_days', ' 030 ');
    expect(status).toBe(200);
    expect(body).toEqual({ key: 'retention_outbox_days', value: '30' });
    expect((await put('admin', 'retention_outbox_days', '45')).status).toBe(200);
    const published = await t.request('/api/settings');
    expect(Object.keys(published.body as object)).not.toContain('retention_outbox_days');
    const admin = await staffRequest(t, cookies.admin ?? '', 'GET', '/api/admin/settings');
    expect(admin.body).toMatchObject({ retention_outbox_days: '45' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'settings.update'), eq(auditLog.target, 'settings/retention_outbox_days')),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorEmail: 'admin-ret@firma.ro',
      before: { retention_outbox_days: '30' },
      after: { retention_outbox_days: '45' },
    });
  });
});
