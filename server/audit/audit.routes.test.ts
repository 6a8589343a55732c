import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import { addAccount, login, staffRequest } from '../auth/staff.fixture.ts';
import { auditLog } from '../db/schema.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { recordAudit } from './audit-log.ts';

const source = (email: string, role = 'admin') => ({
  actor: { accountId: 7, email, role },
  addressClass: '203.0.113.0/24',
});

describe.each(testBackends())('the audit trail screen (GET /api/admin/audit) on $name', (backend) => {
  const t = useTestApp(backend);
  const cookies: Record<string, string> = {};
  let firstId = 0;

  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'credit'] as const) {
      await addAccount(t.db, `${role}-audit@firma.ro`, role);
      cookies[role] = (await login(t, `${role}-audit@firma.ro`)).cookie;
    }
    await recordAudit(
      t.db,
      source('ana.editor@firma.ro', 'editor'),
      {
        action: 'content.update',
        target: 'cars/RL-1',
        before: { price: 100, name: 'A' },
        after: { price: 90, name: 'A' },
      },
      new Date('2026-01-10T09:00:00Z'),
    );
    await recordAudit(
      t.db,
      source('ion.credit@firma.ro', 'credit'),
      { action: 'review.decide', target: 'orders/1111', after: { outcome: 'approved' } },
      new Date('2026-02-15T12:00:00Z'),
    );
    for (let day = 1; day <= 30; day += 1) {
      await recordAudit(
        t.db,
        source('ana.editor@firma.ro', 'editor'),
        { action: 'content.update', target: `cars/RL-${day + 100}` },
        new Date(Date.UTC(2026, 2, day, 8)),
      );
    }
    const [first] = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.target, 'cars/RL-1'));
    firstId = first?.id ?? 0;
  });

  const list = (query: string, role = 'admin') =>
    staffRequest(t, cookies[role] ?? '', 'GET', `/api/admin/audit${query}`);

  it.each(['editor', 'credit'])(
    'is for admins: the %s role gets 403 on the list and an entry',
    async (role) => {
      expect((await list('', role)).status).toBe(403);
      expect((await list(`/${firstId}`, role)).status).toBe(403);
    },
  );

  it('pages on the server, newest first, with the total in Content-Range', async () => {
    const { status, headers, body } = await list('?page=2&per_page=10&actor=ana.editor');
    expect(status).toBe(200);
    expect(headers.get('Content-Range')).toBe('audit 10-19/31');
    const rows = body as { at: string; target: string }[];
    expect(rows).toHaveLength(10);
    expect(rows[0]?.target).toBe('cars/RL-120');
    expect(rows.map((row) => row.at)).toEqual([...rows.map((row) => row.at)].sort().reverse());
  });

  it.each([
    ['actor (part of the address, any case)', '?actor=ION.CREDIT', ['orders/1111']],
    ['action', '?action=review.decide', ['orders/1111']],
    ['target (its start)', '?target=cars/RL-1&to=2026-02-28', ['cars/RL-1']],
    [
      'date range, both ends included',
      '?from=2026-03-29&to=2026-03-30&action=content.update',
      ['cars/RL-130', 'cars/RL-129'],
    ],
    ['a wildcard typed is a plain character', '?actor=%25', []],
  ])('filters by %s', async (_name, query, targets) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect((body as { target: string }[]).map((row) => row.target)).toEqual(targets);
  });

  it.each([
    ['?from=2026-13-45', 'from'],
    ['?action=drop', 'action'],
    ['?per_page=1000', 'per_page'],
    ['?page=0', 'page'],
  ])('refuses %s (422 naming %s)', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(Object.keys((body as { errors: object }).errors)).toContain(field);
  });

  it('shows one entry with its records before and after', async () => {
    const { status, body } = await list(`/${firstId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: firstId,
      actorEmail: 'ana.editor@firma.ro',
      action: 'content.update',
      addressClass: '203.0.113.0/24',
      before: { price: 100 },
      after: { price: 90 },
    });
    const missing = await list('/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: roPrivacy.api.auditEntryNotFound });
    expect((await list('/abc')).status).toBe(422);
  });

  it('has no route that changes or deletes an entry, and the database refuses it too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/api/admin/audit', `/api/admin/audit/${firstId}`]) {
        const { status } = await staffRequest(t, cookies.admin ?? '', method, path, { action: 'login' });
        expect([404, 405], `${method} ${path}`).toContain(status);
      }
    }
    await expect(
      t.db.execute(sql`update audit_log set action = 'login' where id = ${firstId}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log where id = ${firstId}`)).rejects.toThrow();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.id, firstId));
    expect(entry?.action).toBe('content.update');
  });
});
