/**
 * The back office's uploads (issue 34): photos checked by their bytes, arranged and made the
 * profile photo; the two PDFs; price tables imported from a file; each one audited, each bad file a
 * 422 in Romanian, never a 5xx; only admins and editors.
 */
import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { subscriptionPaymentInfo } from '../../../src/domain/financing/payment-info-builder.ts';
import { addAccount, login, OWN_ORIGIN } from '../../auth/staff.fixture.ts';
import { auditLog, cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { createMemoryStorage } from '../../test/memory-storage.ts';
import { recordingNotifier } from './admin.fixture.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const JPEG = fixture('photo-800x533.jpg');
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe.each(testBackends())('car media API on $name', (backend) => {
  const storage = createMemoryStorage();
  const notifier = recordingNotifier();
  const t = useTestApp(backend, { storage, notifyContentChange: notifier.notify });
  let editor = '';
  let credit = '';
  let sku = '';
  let subscriptionSku = '';

  beforeAll(async () => {
    await addAccount(t.db, 'editor.media@firma.ro', 'editor');
    await addAccount(t.db, 'credit.media@firma.ro', 'credit');
    editor = (await login(t, 'editor.media@firma.ro')).cookie;
    credit = (await login(t, 'credit.media@firma.ro')).cookie;
    const [financed] = await t.db.select().from(cars).where(eq(cars.categoryId, 2)).limit(1);
    const [subscription] = await t.db.select().from(cars).where(eq(cars.categoryId, 1)).limit(1);
    sku = financed?.sku ?? '';
    subscriptionSku = subscription?.sku ?? '';
  });

  const upload = (cookie: string, method: string, path: string, bytes: Uint8Array | string, name = 'f') => {
    const form = new FormData();
    form.set('file', new Blob([bytes as BlobPart]), name);
    return t.request(path, { method, headers: { Cookie: cookie, Origin: OWN_ORIGIN }, body: form });
  };
  const json = (cookie: string, method: string, path: string, body: unknown) =>
    t.request(path, {
      method,
      headers: { Cookie: cookie, Origin: OWN_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const stored = async (which: string) => (await t.db.select().from(cars).where(eq(cars.sku, which)))[0];
  const lastAudit = async (action: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('stores an uploaded photo, appends it to the gallery and serves it from /storage', async () => {
    const before = await stored(sku);
    const reply = await upload(editor, 'POST', `/api/admin/cars/${sku}/photos`, JPEG, 'masina.png');
    expect(reply.status).toBe(201);
    const { gallery } = reply.body as { gallery: string[] };
    const added = gallery.at(-1) ?? '';
    // Named by its content (JPEG), not by the name it came with.
    expect(added).toMatch(new RegExp(`^cars/${sku}/foto-[0-9a-f]{12}\\.jpg$`));
    expect(gallery.slice(0, -1)).toEqual(before?.gallery);
    expect((await stored(sku))?.gallery).toEqual(gallery);
    const served = await t.app.request(`/storage/${added}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(JPEG));
    expect(notifier.changes.at(-1)).toMatchObject({ kind: 'car.updated' });
    expect(await lastAudit('car.photo.add')).toMatchObject({
      actorEmail: 'editor.media@firma.ro',
      target: `cars/${sku}`,
      after: { gallery },
    });
  });

  it('makes an uploaded photo the profile photo and reorders the rest', async () => {
    const car = await stored(sku);
    if (!car) throw new Error('no car');
    const uploaded = car.gallery.at(-1) ?? '';
    const gallery = [car.profilePhoto, ...car.gallery.slice(0, -1)].reverse();
    const reply = await json(editor, 'PUT', `/api/admin/cars/${sku}/photos`, {
      profile_photo: uploaded,
      gallery,
    });
    expect(reply.status).toBe(200);
    expect(await stored(sku)).toMatchObject({ profilePhoto: uploaded, gallery });
    const published = await t.request(`/api/cars/${sku}`);
    expect(published.body).toMatchObject({ profile_photo: uploaded, gallery });
    expect(await lastAudit('car.photos.arrange')).toMatchObject({
      target: `cars/${sku}`,
      before: { profile_photo: car.profilePhoto },
      after: { profile_photo: uploaded, gallery },
    });
  });

  it.each([
    [
      'a path of another car',
      (p: string, g: string[]) => ({ profile_photo: p, gallery: [...g, 'cars/ZZ-1/x.jpg'] }),
      'gallery',
    ],
    [
      'a profile photo from elsewhere',
      (_p: string, g: string[]) => ({ profile_photo: 'slides/1.svg', gallery: g }),
      'profile_photo',
    ],
    ['a photo twice', (p: string, g: string[]) => ({ profile_photo: p, gallery: [p, ...g] }), 'gallery'],
    ['an unknown field', (p: string, g: string[]) => ({ profile_photo: p, gallery: g, extra: 1 }), 'extra'],
  ])('refuses an arrangement with %s (422, nothing changed)', async (_name, make, field) => {
    const car = await stored(sku);
    if (!car) throw new Error('no car');
    const reply = await json(
      editor,
      'PUT',
      `/api/admin/cars/${sku}/photos`,
      make(car.profilePhoto, car.gallery),
    );
    expect(reply.status).toBe(422);
    expect((reply.body as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    expect(await stored(sku)).toMatchObject({ profilePhoto: car.profilePhoto, gallery: car.gallery });
  });

  it.each([
    ['a PDF named .jpg', PDF, 'poza.jpg', 'JPEG, PNG sau WebP'],
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'a.svg',
      'JPEG, PNG sau WebP',
    ],
    ['a photo of 640 × 480', fixture('photo-640x480.jpg'), 'mica.jpg', 'cel putin 800 × 533 pixeli'],
    ['an empty file', '', 'gol.jpg', 'Fisierul este gol.'],
    ['9 MB', new Uint8Array(9 * 1024 * 1024), 'mare.jpg', 'cel mult 8 MB'],
  ])('refuses %s as a photo: 422 in Romanian, gallery unchanged', async (_name, bytes, name, message) => {
    const before = await stored(sku);
    const reply = await upload(editor, 'POST', `/api/admin/cars/${sku}/photos`, bytes, name);
    expect(reply.status).toBe(422);
    expect((reply.body as { errors: { file: string } }).errors.file).toContain(message);
    expect((await stored(sku))?.gallery).toEqual(before?.gallery);
  });

  it('refuses a body without a file, and JSON where a file goes', async () => {
    const none = await t.request(`/api/admin/cars/${sku}/photos`, {
      method: 'POST',
      headers: { Cookie: editor, Origin: OWN_ORIGIN },
      body: new FormData(),
    });
    expect(none.status).toBe(422);
    expect((none.body as { message: string }).message).toBe('Alegeti un fisier.');
    const asJson = await json(editor, 'POST', `/api/admin/cars/${sku}/photos`, { file: 'x' });
    expect(asJson.status).toBe(415);
  });

  it('stores the equipment list and maintenance PDFs, and removes one', async () => {
    for (const [kind, column] of [
      ['equipment-list', 'equipmentListPdf'],
      ['maintenance-history', 'maintenanceHistoryPdf'],
    ] as const) {
      const reply = await upload(
        editor,
        'PUT',
        `/api/admin/cars/${sku}/documents/${kind}`,
        PDF,
        'dotari.pdf',
      );
      expect(reply.status).toBe(200);
      const { path } = reply.body as { path: string };
      expect((await stored(sku))?.[column]).toBe(path);
      expect(storage.files.get(path)?.contentType).toBe('application/pdf');
    }
    expect(await lastAudit('car.document.save')).toMatchObject({ target: `cars/${sku}` });
    const removed = await t.request(`/api/admin/cars/${sku}/documents/maintenance-history`, {
      method: 'DELETE',
      headers: { Cookie: editor, Origin: OWN_ORIGIN },
    });
    expect(removed.status).toBe(204);
    expect((await stored(sku))?.maintenanceHistoryPdf).toBeNull();
    expect(await lastAudit('car.document.remove')).toMatchObject({ after: { 'maintenance-history': null } });
  });

  it.each([
    ['a JPEG as the equipment list', JPEG, 422],
    ['an unknown document kind', PDF, 404],
  ])('refuses %s', async (name, bytes, status) => {
    const kind = name.includes('unknown') ? 'contract' : 'equipment-list';
    const reply = await upload(editor, 'PUT', `/api/admin/cars/${sku}/documents/${kind}`, bytes);
    expect(reply.status).toBe(status);
    expect(typeof (reply.body as { message: string }).message).toBe('string');
  });

  it('imports a subscription car’s price tables from a file and updates the card price', async () => {
    const info = subscriptionPaymentInfo(31_000, 5);
    const file = JSON.stringify(info, null, 2);
    const reply = await upload(
      editor,
      'PUT',
      `/api/admin/cars/${subscriptionSku}/price-tables`,
      file,
      't.json',
    );
    expect(reply.status).toBe(200);
    const car = await stored(subscriptionSku);
    expect(car?.paymentInfo).toEqual(info);
    expect(reply.body).toEqual({ price: car?.price, price_ron: car?.priceRon });
    expect(car?.price).toBe(Math.min(...Object.values(info.price_table).flatMap((r) => Object.values(r))));
    expect(await lastAudit('car.price_tables.import')).toMatchObject({ target: `cars/${subscriptionSku}` });
    const download = await t.app.request(`/api/admin/cars/${subscriptionSku}/price-tables`, {
      headers: { Cookie: editor },
    });
    expect(JSON.parse(await download.text())).toEqual(info);
  });

  it.each([
    ['a JSON syntax error', '{\n  "kind": "subscription",\n  "exchangeRate" 5\n}', 'Linia 3, coloana 18'],
    [
      'subscription tables on a financed car',
      JSON.stringify(subscriptionPaymentInfo(31_000, 5)),
      'Linia 1, coloana 9',
    ],
    ['a text that is no UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 'text JSON (UTF-8)'],
  ])('refuses %s with the line and column, tables unchanged', async (_name, file, message) => {
    const before = await stored(sku);
    const reply = await upload(editor, 'PUT', `/api/admin/cars/${sku}/price-tables`, file, 't.json');
    expect(reply.status).toBe(422);
    expect((reply.body as { message: string }).message).toContain(message);
    const after = await stored(sku);
    expect(after?.paymentInfo).toEqual(before?.paymentInfo);
    expect(after?.price).toBe(before?.price);
  });

  it.each([
    ['POST', 'photos'],
    ['PUT', 'documents/equipment-list'],
    ['PUT', 'price-tables'],
  ])('refuses the credit role on %s %s (403), and no session (401)', async (method, path) => {
    const refused = await upload(credit, method, `/api/admin/cars/${sku}/${path}`, JPEG);
    expect(refused.status).toBe(403);
    const anonymous = await upload('', method, `/api/admin/cars/${sku}/${path}`, JPEG);
    expect(anonymous.status).toBe(401);
    const crossSite = await t.request(`/api/admin/cars/${sku}/${path}`, {
      method,
      headers: { Cookie: editor, Origin: 'https://evil.example' },
      body: new FormData(),
    });
    expect(crossSite.status).toBe(403);
  });

  it('duplicates a car under the SKU the editor chose: every field, its own copy of the uploads, hidden', async () => {
    const source = await stored(sku);
    if (!source) throw new Error('no car');
    // Imported tables travel with the copy (not recomputed from the price).
    const tables = JSON.stringify(subscriptionPaymentInfo(27_000, 5));
    await upload(editor, 'PUT', `/api/admin/cars/${subscriptionSku}/price-tables`, tables, 't.json');
    const imported = await stored(subscriptionSku);
    const fromSubscription = await json(editor, 'POST', '/api/admin/cars', {
      from_sku: subscriptionSku,
      sku: 'DU-0003',
    });
    expect(fromSubscription.status).toBe(201);
    expect(await stored('DU-0003')).toMatchObject({
      paymentInfo: JSON.parse(tables),
      price: imported?.price,
      priceRon: imported?.priceRon,
    });

    const reply = await json(editor, 'POST', '/api/admin/cars', { from_sku: sku, sku: 'DU-0001' });
    expect(reply.status).toBe(201);
    const copy = await stored('DU-0001');
    const rehome = (path: string | null) => path?.replace(`cars/${sku}/`, 'cars/DU-0001/') ?? null;
    expect(copy).toMatchObject({
      productName: source.productName,
      initialPrice: source.initialPrice,
      equipment: source.equipment,
      promoMessages: source.promoMessages,
      paymentInfo: source.paymentInfo,
      carVisibilityId: 1,
      profilePhoto: rehome(source.profilePhoto),
      gallery: source.gallery.map(rehome),
      equipmentListPdf: rehome(source.equipmentListPdf),
    });
    // The uploaded profile photo is a copy: changing one car's photos leaves the other's alone.
    const copied = storage.files.get(copy?.profilePhoto ?? '');
    expect(copied?.bytes).toEqual(storage.files.get(source.profilePhoto)?.bytes);
    expect(copied?.contentType).toBe('image/jpeg');
    expect(await lastAudit('car.duplicate')).toMatchObject({
      actorEmail: 'editor.media@firma.ro',
      target: 'cars/DU-0001',
      after: { from_sku: sku, sku: 'DU-0001', car_visibility_id: 1 },
    });
    const listed = (await t.request('/api/cars')).body as { sku: string }[];
    expect(listed.map((car) => car.sku)).not.toContain('DU-0001');

    const published = await json(editor, 'POST', '/api/admin/cars', {
      from_sku: sku,
      sku: 'DU-0002',
      overrides: { car_visibility_id: 2 },
    });
    expect(published.status).toBe(201);
    expect((await stored('DU-0002'))?.carVisibilityId).toBe(2);
  });

  it('answers 404 for an unknown car, storing nothing', async () => {
    const files = storage.files.size;
    const reply = await upload(editor, 'POST', '/api/admin/cars/ZZ-9999/photos', JPEG);
    expect(reply.status).toBe(404);
    expect(storage.files.size).toBe(files);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, 'cars/ZZ-9999'))),
    ).toEqual([]);
  });
});
