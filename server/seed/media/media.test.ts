/** Generated media answer exactly the seeded paths, with real SVGs and PDFs. */
import { asc, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { extractText, getDocumentProxy } from 'unpdf';
import type { DatabaseHandle } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { createMediaGenerator } from './index.ts';
import { PRODUCT_DOCUMENTS } from './product-documents.ts';

let handle: DatabaseHandle;
let generate: ReturnType<typeof createMediaGenerator>;
beforeAll(async () => {
  handle = await openTestDatabase();
  generate = createMediaGenerator(handle.db);
});
afterAll(() => handle.close());

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const { DOMParser } = new JSDOM().window;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function firstCar(category: number) {
  const [row] = await handle.db
    .select({ car: schema.cars, code: schema.colors.code })
    .from(schema.cars)
    .innerJoin(schema.colors, eq(schema.colors.id, schema.cars.colorId))
    .where(eq(schema.cars.categoryId, category))
    .orderBy(asc(schema.cars.id))
    .limit(1);
  if (!row) throw new Error(`no car in category ${category}`);
  return row;
}

describe('car pictures', () => {
  it('answers every picture path in the database with a small SVG tinted with the car colour', async () => {
    const rows = await handle.db
      .select()
      .from(schema.cars)
      .innerJoin(schema.colors, eq(schema.colors.id, schema.cars.colorId));
    for (const { cars: car, colors: color } of rows.slice(0, 12)) {
      for (const path of [car.profilePhoto, ...car.gallery, ...(car.product360 ? [car.product360] : [])]) {
        const file = await generate(path);
        expect(file?.contentType, path).toBe('image/svg+xml');
        const text = decode(file?.bytes ?? new Uint8Array());
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        const root = doc.documentElement;
        expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
        expect(root.getAttribute('width')).toBeTruthy();
        expect(doc.getElementsByTagName('title')[0]?.textContent).toContain(car.productName);
        expect(text).toContain(color.code);
        expect(file?.bytes.byteLength).toBeLessThan(6 * 1024);
      }
    }
  });

  it('draws different views of the same car', async () => {
    const { car } = await firstCar(2);
    const views = await Promise.all(car.gallery.map((path) => generate(path)));
    expect(new Set(views.map((v) => decode(v?.bytes ?? new Uint8Array()))).size).toBe(4);
  });
});

describe('PDFs', () => {
  it('lists the equipment of the car it belongs to', async () => {
    const { car } = await firstCar(1);
    const file = await generate(car.equipmentListPdf ?? '');
    expect(file?.contentType).toBe('application/pdf');
    expect(decode(file?.bytes.slice(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    const text = await pdfText(file?.bytes ?? new Uint8Array());
    expect(text).toContain(car.sku);
    for (const item of car.equipment.slice(0, 3)) expect(text).toContain(item);
  });

  it('writes a maintenance history for used cars with mileage below the current km', async () => {
    const { car } = await firstCar(2);
    const text = await pdfText((await generate(car.maintenanceHistoryPdf ?? ''))?.bytes ?? new Uint8Array());
    expect(text).toContain('Istoric service');
    expect(text).toContain('Revizie periodica');
    const kms = [...text.matchAll(/(\d{1,3}(?:\.\d{3})+) km/g)].map((m) => Number(m[1]?.replace(/\./g, '')));
    expect(kms.length).toBeGreaterThan(1);
    expect(Math.max(...kms)).toBeLessThanOrEqual(car.kmNo);
  });

  it.each(Object.keys(PRODUCT_DOCUMENTS))('%s is a real document with the company header', async (path) => {
    const file = await generate(path);
    const text = await pdfText(file?.bytes ?? new Uint8Array());
    expect(text).toMatch(/AutoAbonament (Mobility SRL|Finance IFN SA|Broker de Asigurare SRL)/);
    expect(text.length).toBeGreaterThan(400);
  });

  it('is deterministic', async () => {
    const path = 'documents/fisa_produs_finantare.pdf';
    const [a, b] = await Promise.all([generate(path), generate(path)]);
    expect(a?.bytes).toEqual(b?.bytes);
  });
});

describe('other art and unknown paths', () => {
  it.each(['sliders/slide-1.svg', 'testimonials/andreea-popescu.svg'])('%s is an SVG', async (path) => {
    const text = decode((await generate(path))?.bytes ?? new Uint8Array());
    expect(text).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(text).toContain('<title>');
  });

  it.each([
    'cars/NOPE-1/profile.svg',
    'cars/AB-1001/gallery-9.svg',
    'documents/x.pdf',
    'sliders/slide-99.svg',
    '../etc/passwd',
  ])('%s → null', async (path) => {
    expect(await generate(path)).toBeNull();
  });
});
