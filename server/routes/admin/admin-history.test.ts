import { and, desc, eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import { auditLog, cars, contentVersions } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest, contentEventCount, recordingNotifier } from './admin.fixture.ts';

interface FaqCategory {
  name: string;
  faqs: { question: string; answer: string }[];
}
interface HistoryEntry {
  version: number;
  staff_email: string | null;
  restored_from: number | null;
  changed: string[] | null;
}

const faqsWithAnswer = (categories: FaqCategory[], answer: string) =>
  categories.map((category, index) => ({
    name: category.name,
    faqs: category.faqs.map((faq, faqIndex) => ({
      question: faq.question,
      answer: index === 0 && faqIndex === 0 ? answer : faq.answer,
    })),
  }));

describe.each(testBackends())('content history (/api/admin/history) on $name', (backend) => {
  const notifier = recordingNotifier();
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, notifyContentChange: notifier.notify });
  let editor = '';
  let credit = '';
  const asEditor = (method: string, path: string, body?: unknown) =>
    staffRequest(t, editor, method, path, body);
  const publicFaqs = async () => (await t.request('/api/faqs')).body as FaqCategory[];
  const auditOf = (target: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    await addAccount(t.db, 'editor@firma.ro', 'editor');
    await addAccount(t.db, 'credit@firma.ro', 'credit');
    editor = (await login(t, 'editor@firma.ro')).cookie;
    credit = (await login(t, 'credit@firma.ro')).cookie;
  });

  it('a FAQ save keeps the content before it, stores the answer sanitized and writes the audit entry', async () => {
    const seeded = await publicFaqs();
    const original = seeded[0]?.faqs[0]?.answer ?? '';
    const saved = await asEditor(
      'PUT',
      '/api/admin/faqs',
      faqsWithAnswer(seeded, '<p onclick="x()">Raspuns nou<script>alert(1)</script></p>'),
    );
    expect(saved.status).toBe(200);
    expect((await publicFaqs())[0]?.faqs[0]?.answer).toBe('<p>Raspuns nou</p>');

    const history = await asEditor('GET', '/api/admin/history/faqs/current');
    expect(history.status).toBe(200);
    const [latest, first] = history.body as HistoryEntry[];
    expect(latest).toMatchObject({
      version: 2,
      staff_email: 'editor@firma.ro',
      changed: ['0.faqs.0.answer'],
    });
    expect(first).toMatchObject({ version: 1, staff_email: null, changed: null });
    const kept = await asEditor('GET', '/api/admin/history/faqs/current/1');
    expect((kept.body as { data: FaqCategory[] }).data[0]?.faqs[0]?.answer).toBe(original);

    const [entry] = await auditOf('faqs/current');
    expect(entry).toMatchObject({
      action: 'content.update',
      actorEmail: 'editor@firma.ro',
      actorRole: 'editor',
    });
    expect((entry?.before as FaqCategory[] | undefined)?.[0]?.faqs[0]?.answer).toBe(original);
    expect((entry?.after as FaqCategory[] | undefined)?.[0]?.faqs[0]?.answer).toBe('<p>Raspuns nou</p>');
  });

  it('an editor restores an earlier version: a new version, published, audited as content.restore', async () => {
    const original = (
      (await asEditor('GET', '/api/admin/history/faqs/current/1')).body as { data: FaqCategory[] }
    ).data;
    const events = await contentEventCount(t.db, 'faqs.replaced');
    const restored = await asEditor('POST', '/api/admin/history/faqs/current/1/restore');
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, restored_from: 1, staff_email: 'editor@firma.ro' });
    expect((restored.body as HistoryEntry).changed).toContain('0.faqs.0.answer');
    expect((await publicFaqs())[0]?.faqs[0]?.answer).toBe(original[0]?.faqs[0]?.answer);
    expect(await contentEventCount(t.db, 'faqs.replaced')).toBe(events + 1);
    expect(notifier.changes.at(-1)?.kind).toBe('faqs.replaced');
    const [entry] = await auditOf('faqs/current');
    expect(entry).toMatchObject({ action: 'content.restore', actorEmail: 'editor@firma.ro' });
    expect((entry?.after as FaqCategory[] | undefined)?.[0]?.faqs[0]?.answer).toBe(
      original[0]?.faqs[0]?.answer,
    );
  });

  it('a car edit keeps its previous price; restoring it reprices the car', async () => {
    const [car] = await t.db.select().from(cars).where(eq(cars.carVisibilityId, 2)).limit(1);
    const sku = car?.sku ?? '';
    const patched = await asEditor('PATCH', `/api/admin/cars/${sku}`, {
      initial_price: (car?.initialPrice ?? 0) + 1000,
      reduced_price: null,
    });
    expect(patched.status).toBe(200);
    const history = (await asEditor('GET', `/api/admin/history/car/${sku}`)).body as HistoryEntry[];
    expect(history[0]?.changed).toEqual(expect.arrayContaining(['initial_price']));
    const restored = await asEditor('POST', `/api/admin/history/car/${sku}/1/restore`);
    expect(restored.status).toBe(200);
    const [after] = await t.db.select().from(cars).where(eq(cars.sku, sku));
    expect(after?.initialPrice).toBe(car?.initialPrice);
    expect(after?.reducedPrice).toBe(car?.reducedPrice);
    expect(after?.price).toBe(car?.price);
    expect((await auditOf(`car/${sku}`)).map((row) => row.action)).toEqual([
      'content.restore',
      'content.update',
    ]);
  });

  it('hiding a car is audited as content.delete, creating a page as content.create', async () => {
    const [car] = await t.db.select({ sku: cars.sku }).from(cars).where(eq(cars.carVisibilityId, 2)).limit(1);
    expect((await asEditor('DELETE', `/api/admin/cars/${car?.sku}`)).status).toBe(204);
    const [hidden] = await auditOf(`car/${car?.sku}`);
    expect(hidden).toMatchObject({ action: 'content.delete' });
    expect(hidden?.after).toMatchObject({ car_visibility_id: 1 });

    const page = await asEditor('PUT', '/api/admin/static-pages/cariere', {
      name: 'Cariere',
      content: '<p>Angajam</p>',
    });
    expect(page.status).toBe(201);
    const [created] = await auditOf('static-page/cariere');
    expect(created).toMatchObject({ action: 'content.create', before: null });
    const versions = (await asEditor('GET', '/api/admin/history/static-page/cariere')).body as HistoryEntry[];
    expect(versions.map((entry) => entry.version)).toEqual([1]);
  });

  it('a legal page whose sanitized content is empty is refused with 422', async () => {
    const { status, body } = await asEditor('PUT', '/api/admin/static-pages/impressum', {
      name: 'Impressum',
      content: '<script>alert(1)</script>',
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { content: ro.adminApi.fieldEmpty } });
  });

  it('refuses the credit role with 403, on reads and on restore', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/history/faqs/current'],
      ['POST', '/api/admin/history/faqs/current/1/restore'],
    ] as const) {
      const { status } = await staffRequest(t, credit, method, path);
      expect(status, `${method} ${path}`).toBe(403);
    }
  });

  it.each([
    ['GET', '/api/admin/history/orders/1', ro.history.kindNotFound],
    ['GET', '/api/admin/history/car/..%2Fetc', ro.history.recordNotFound],
    ['GET', '/api/admin/history/faqs/7', ro.history.recordNotFound],
    ['GET', '/api/admin/history/faqs/current/abc', ro.history.versionNotFound],
    ['GET', '/api/admin/history/faqs/current/99999', ro.history.versionNotFound],
    ['POST', '/api/admin/history/faqs/current/0/restore', ro.history.versionNotFound],
    ['POST', '/api/admin/history/faqs/current/99999999999/restore', ro.history.versionNotFound],
    ['POST', '/api/admin/history/static-page/no-such-page/1/restore', ro.history.versionNotFound],
    ['POST', '/api/admin/history/car/NO-SUCH-CAR/1/restore', ro.history.versionNotFound],
  ])('%s %s → 404', async (method, path, message) => {
    const { status, body } = await adminRequest(t, method, path);
    expect(status).toBe(404);
    expect(body).toEqual({ message });
  });

  it('a version the rules no longer accept is refused with 422 and changes nothing', async () => {
    await t.db.insert(contentVersions).values({
      kind: 'sliders',
      recordId: 'current',
      version: 900,
      data: [{ image: 'javascript:alert(1)', text: '' }],
    });
    const before = await t.request('/api/sliders');
    const { status, body } = await adminRequest(t, 'POST', '/api/admin/history/sliders/current/900/restore');
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: ro.validation.fieldsInvalid });
    expect((await t.request('/api/sliders')).body).toEqual(before.body);
    const kept = await t.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.kind, 'sliders'), eq(contentVersions.restoredFrom, 900)));
    expect(kept).toEqual([]);
  });

  it('a save that changes nothing keeps no new version but is still audited', async () => {
    const list = (await t.request('/api/testimonials')).body as Record<string, unknown>[];
    const body = list.map(({ id: _id, ...rest }) => rest);
    await adminRequest(t, 'PUT', '/api/admin/testimonials', body);
    await adminRequest(t, 'PUT', '/api/admin/testimonials', body);
    const versions = (await adminRequest(t, 'GET', '/api/admin/history/testimonials/current'))
      .body as HistoryEntry[];
    expect(versions.map((entry) => entry.version)).toEqual([1]);
    const entries = await auditOf('testimonials/current');
    expect(entries.map((row) => [row.action, row.actorEmail])).toEqual([
      ['content.update', 'ADMIN_TOKEN'],
      ['content.update', 'ADMIN_TOKEN'],
    ]);
  });
});
