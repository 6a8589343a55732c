import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, login, OWN_ORIGIN, staffRequest } from '../auth/staff.fixture.ts';
import { auditLog } from '../db/schema.ts';
import { testBackends, useTestApp } from '../test/harness.ts';

describe.each(testBackends())('the audit trail on $name', (backend) => {
  const t = useTestApp(backend, {
    rateLimits: { limits: { forms: null, orders: null, wizard: null }, trustedProxies: 1 },
  });

  beforeAll(async () => {
    await addAccount(t.db, 'audit-admin@firma.ro', 'admin');
  });

  const entriesOf = (email: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.actorEmail, email)).orderBy(desc(auditLog.id));

  it('records a failed login, a login and a logout, with the network and not the address', async () => {
    const wrong = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: OWN_ORIGIN, 'X-Forwarded-For': '198.51.100.23' },
      body: JSON.stringify({ email: ' Audit-Admin@firma.ro ', password: 'not the password at all' }),
    });
    expect(wrong.status).toBe(401);
    const session = await login(t, 'audit-admin@firma.ro');
    expect((await staffRequest(t, session.cookie, 'POST', '/api/auth/logout')).status).toBe(204);

    const entries = await entriesOf('audit-admin@firma.ro');
    expect(entries.map((entry) => entry.action)).toEqual(['logout', 'login', 'login_failed']);
    const failed = entries[2];
    expect(failed).toMatchObject({ actorId: null, addressClass: '198.51.100.0/24', after: { status: 401 } });
    expect(entries[1]?.actorId).toBeGreaterThan(0);
    expect(entries[1]?.actorRole).toBe('admin');
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const [entry] = await entriesOf('audit-admin@firma.ro');
    if (!entry) throw new Error('no entry');
    await expect(
      t.db.update(auditLog).set({ action: 'login' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.id, entry.id));
    expect(count).toBe(1);
  });
});
