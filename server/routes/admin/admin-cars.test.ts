import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { carDetailSchema } from '../../../src/domain/cms-schemas.ts';
import {
  defaultFinancingPrice,
  financingPaymentInfo,
  lowestSubscriptionPrice,
  subscriptionPaymentInfo,
} from '../../../src/domain/financing/payment-info-builder.ts';
import { unpackFinancingInfo } from '../../../src/domain/financing/payment-info-codec.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { carReferenceIds } from '../../db/car-lookups.ts';
import { cars, contentEvents, models } from '../../db/schema.ts';
import { contentVersion } from '../../rebuild/content-version.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest, contentEventCount, recordingNotifier } from './admin.fixture.ts';

const RATE = 5;

describe.each(testBackends())('admin cars API on $name', (backend) => {
  const notifier = recordingNotifier();
  const t = useTestApp(backend, {
    adminToken: ADMIN_TOKEN,
    notifyContentChange: notifier.notify,
    eurRonRate: RATE,
  });
  const send = (method: string, path: string, body?: unknown) => adminRequest(t, method, path, body);

  async function carOf(categoryId: number) {
    const [row] = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.categoryId, categoryId), eq(cars.carVisibilityId, 2)))
      .limit(1);
    if (!row) throw new Error(`no seeded car of category ${categoryId}`);
    return row;
  }

  async function storedCar(sku: string) {
    const [row] = await t.db.select().from(cars).where(eq(cars.sku, sku));
    return row;
  }

  /** The car's tables as the build reads them: packed by the writer, so never the previous ones. */
  async function packedTables(sku: string) {
    const { body } = await t.request(`/api/car-details?skus=${sku}&tables=packed`);
    const [detail] = body as { payment_info: { packed?: string } }[];
    return unpackFinancingInfo(detail?.payment_info.packed ?? '');
  }

  /** A full POST body from a stored car's columns. */
  async function fullBody(sku: string) {
    const car = await carOf(2);
    return {
      sku,
      product_name: `${car.productName} (demo)`,
      category_id: car.categoryId,
      car_visibility_id: 2,
      initial_price: 21_990,
      dealer: car.dealer,
      ...carReferenceIds(car),
      km_no: 15_000,
      doors: car.doors,
      seats: car.seats,
      horsepower: car.horsepower,
      profile_photo: `cars/${sku}/profile.svg`,
      gallery: [`cars/${sku}/gallery-1.svg`],
      equipment: ['Climatronic'],
    };
  }

  describe('PATCH /api/admin/cars/:sku', () => {
    it('recomputes a financed car’s offer from the new price, records the event and notifies', async () => {
      const car = await carOf(2);
      const newPrice = Math.round(car.initialPrice * 0.8);
      const versionBefore = await contentVersion(t.db);
      const eventsBefore = await contentEventCount(t.db, 'car.updated');

      const { status, body } = await send('PATCH', `/api/admin/cars/${car.sku}`, {
        initial_price: newPrice,
        reduced_price: null,
        feature_message: 'Pret nou',
      });

      expect(status).toBe(200);
      const detail = v.parse(carDetailSchema, body);
      const expectedInfo = financingPaymentInfo(newPrice, RATE);
      expect(detail).toMatchObject({
        initial_price: newPrice,
        reduced_price: null,
        feature_message: 'Pret nou',
      });
      expect(detail.payment_info).toEqual(expectedInfo);
      expect(await packedTables(car.sku)).toStrictEqual(detail.payment_info);
      expect({ EUR: detail.price, RON: detail.price_ron }).toEqual(defaultFinancingPrice(expectedInfo));
      expect(detail.price).toBeLessThan(car.price);

      const stored = await storedCar(car.sku);
      expect(stored?.updatedAt.getTime()).toBeGreaterThan(car.updatedAt.getTime());
      expect(await contentEventCount(t.db, 'car.updated')).toBe(eventsBefore + 1);
      const change = notifier.changes.at(-1);
      expect(change?.kind).toBe('car.updated');
      const [event] = await t.db
        .select()
        .from(contentEvents)
        .where(eq(contentEvents.id, change?.eventId ?? 0));
      expect(event).toMatchObject({ kind: 'car.updated', delivered: false });

      const versionAfter = await contentVersion(t.db);
      expect((versionAfter ?? '') > (versionBefore ?? '')).toBe(true);
    });

    it('prices a subscription car from its reduced price', async () => {
      const car = await carOf(1);
      const reduced = Math.round(car.initialPrice * 0.9);
      const { status, body } = await send('PATCH', `/api/admin/cars/${car.sku}`, { reduced_price: reduced });
      expect(status).toBe(200);
      const detail = v.parse(carDetailSchema, body);
      const expectedInfo = subscriptionPaymentInfo(reduced, RATE);
      expect(detail.payment_info).toEqual(expectedInfo);
      expect(detail.price).toBe(lowestSubscriptionPrice(expectedInfo));
      expect(detail.price_ron).toBeCloseTo(detail.price * RATE, 2);
    });

    it('keeps the offer when no price input changes', async () => {
      const car = await carOf(2);
      const { status, body } = await send('PATCH', `/api/admin/cars/${car.sku}`, {
        car_visibility_id: 4,
        km_no: car.kmNo + 1000,
        promo_messages: [{ kind: 'free_delivery', name: 'Transport gratuit' }],
      });
      expect(status).toBe(200);
      const detail = v.parse(carDetailSchema, body);
      expect(detail).toMatchObject({ car_visibility_id: 4, km_no: car.kmNo + 1000, price: car.price });
      expect(detail.promo_messages).toEqual([{ kind: 'free_delivery', name: 'Transport gratuit' }]);
      expect(detail.payment_info).toEqual(car.paymentInfo);
      expect(car.paymentInfoPacked).not.toBeNull();
      expect((await storedCar(car.sku))?.paymentInfoPacked).toBe(car.paymentInfoPacked);
    });

    it.each([
      ['an unknown visibility', { car_visibility_id: 3 }, 'car_visibility_id'],
      ['a negative price', { initial_price: -5 }, 'initial_price'],
      ['a text price', { initial_price: '19990' }, 'initial_price'],
      ['a misspelt field', { initial_prise: 19_990 }, 'initial_prise'],
      ['a bad date', { availability_date: '01.12.2026' }, 'availability_date'],
      ['a reduced price above the initial one', { reduced_price: 10_000_000 }, 'reduced_price'],
      ['coming soon without a date', { car_visibility_id: 5, availability_date: null }, 'availability_date'],
      ['a colour that does not exist', { color_id: 999_999 }, 'color_id'],
      [
        'an empty promo message',
        { promo_messages: [{ kind: 'free_delivery', name: '' }] },
        'promo_messages.0.name',
      ],
      // Issue 31.2: a promotion is a rule the prices apply, never a bare label.
      [
        'a promotion without a kind',
        { promo_messages: [{ name: 'Anvelope de iarna' }] },
        'promo_messages.0.kind',
      ],
      [
        'a first-month discount of 0%',
        { promo_messages: [{ kind: 'first_month_discount', name: 'Prima luna', percent: 0 }] },
        'promo_messages.0.percent',
      ],
      [
        'a first-month discount on a financed car',
        { promo_messages: [{ kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 }] },
        'promo_messages',
      ],
      [
        'a price reduction without a reduced price',
        { reduced_price: null, promo_messages: [{ kind: 'price_reduction', name: 'Pret promotional' }] },
        'promo_messages',
      ],
      ['a PDF on another site', { equipment_list_pdf: 'https://evil.example/x.pdf' }, 'equipment_list_pdf'],
      ['a PDF outside the storage', { equipment_list_pdf: 'docs/../../.env' }, 'equipment_list_pdf'],
      ['a gallery picture outside the storage', { gallery: ['cars/../x.svg'] }, 'gallery.0'],
      ['nothing to change', {}, '_form'],
    ])('answers 422 for %s and records nothing', async (_name, patch, field) => {
      const car = await carOf(2);
      const eventsBefore = await contentEventCount(t.db);
      const notifiedBefore = notifier.changes.length;
      const { status, body } = await send('PATCH', `/api/admin/cars/${car.sku}`, patch);
      expect(status).toBe(422);
      expect(body).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(String) } });
      expect(await storedCar(car.sku)).toEqual(car);
      expect(await contentEventCount(t.db)).toBe(eventsBefore);
      expect(notifier.changes).toHaveLength(notifiedBefore);
    });

    it('answers 422 for a model of another manufacturer', async () => {
      const car = await carOf(2);
      const [other] = await t.db
        .select()
        .from(models)
        .where(ne(models.manufacturerId, car.manufacturerId))
        .limit(1);
      const { status, body } = await send('PATCH', `/api/admin/cars/${car.sku}`, { model_id: other?.id });
      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: { model_id: ro.adminApi.modelOfOtherManufacturer } });
    });

    it('answers 422 for a body that is not JSON', async () => {
      const car = await carOf(2);
      const { status } = await send('PATCH', `/api/admin/cars/${car.sku}`, '{"initial_price": ');
      expect(status).toBe(422);
    });

    it.each(['XX-0000', 'rl-1001'])('answers 404 for the unknown SKU %s', async (sku) => {
      const { status, body } = await send('PATCH', `/api/admin/cars/${sku}`, { km_no: 1 });
      expect(status).toBe(404);
      expect(body).toEqual({ message: ro.publicApi.carNotFound });
    });
  });

  describe('POST /api/admin/cars', () => {
    it('creates a car from a full body with a computed offer, readable by the public API', async () => {
      const eventsBefore = await contentEventCount(t.db, 'car.created');
      const { status, body } = await send('POST', '/api/admin/cars', await fullBody('RL-9001'));
      expect(status).toBe(201);
      const detail = v.parse(carDetailSchema, body);
      expect(detail).toMatchObject({ sku: 'RL-9001', initial_price: 21_990, chassis_series: null });
      expect(detail.payment_info).toEqual(financingPaymentInfo(21_990, RATE));
      expect(await packedTables('RL-9001')).toStrictEqual(detail.payment_info);
      expect(await contentEventCount(t.db, 'car.created')).toBe(eventsBefore + 1);
      expect(notifier.changes.at(-1)?.kind).toBe('car.created');

      const published = await t.request('/api/cars/RL-9001');
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ sku: 'RL-9001', product_name: detail.product_name });
    });

    it('clones a car’s lookups and specs under a new SKU, with its own media and overrides', async () => {
      const source = await carOf(2);
      const { status, body } = await send('POST', '/api/admin/cars', {
        from_sku: source.sku,
        sku: 'RL-9002',
        overrides: { initial_price: 30_000, reduced_price: null, km_no: 42_000 },
      });
      expect(status).toBe(201);
      const detail = v.parse(carDetailSchema, body);
      expect(detail).toMatchObject({
        sku: 'RL-9002',
        product_name: source.productName,
        manufacturer_id: source.manufacturerId,
        model_id: source.modelId,
        color_id: source.colorId,
        horsepower: source.horsepower,
        equipment: source.equipment,
        km_no: 42_000,
        initial_price: 30_000,
        chassis_series: null,
        profile_photo: 'cars/RL-9002/profile.svg',
      });
      expect(detail.gallery).toEqual(
        source.gallery.map((path) => path.replace(`cars/${source.sku}/`, 'cars/RL-9002/')),
      );
      expect(detail.payment_info).toEqual(financingPaymentInfo(30_000, RATE));
      expect(await packedTables('RL-9002')).toStrictEqual(detail.payment_info);
      expect(notifier.changes.at(-1)?.kind).toBe('car.created');
    });

    it.each([
      ['a full body', async () => fullBody('RL-9003')],
      ['a clone', async () => ({ from_sku: (await carOf(2)).sku, sku: 'RL-9005' })],
    ])('answers 409 when %s reuses a taken SKU, and records nothing', async (_name, makeBody) => {
      const first = await send('POST', '/api/admin/cars', await makeBody());
      expect(first.status).toBe(201);
      const eventsBefore = await contentEventCount(t.db);
      const again = await send('POST', '/api/admin/cars', await makeBody());
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: expect.stringContaining('sku') });
      expect(await contentEventCount(t.db)).toBe(eventsBefore);
    });

    it.each([
      ['a clone of an unknown car', { from_sku: 'XX-0000', sku: 'RL-9004' }, 'from_sku'],
      ['a lower-case SKU', { from_sku: 'RL-1001', sku: 'rl-9004' }, 'sku'],
      ['bad overrides', { from_sku: 'RL-1001', sku: 'RL-9004', overrides: { doors: 0 } }, 'overrides.doors'],
      ['a full body missing its lookups', { sku: 'RL-9004', product_name: 'Dacia Logan' }, 'location_id'],
    ])('answers 422 for %s', async (_name, payload, field) => {
      const { status, body } = await send('POST', '/api/admin/cars', payload);
      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: { [field]: expect.any(String) } });
      expect(await storedCar('RL-9004')).toBeUndefined();
    });
  });

  describe('DELETE /api/admin/cars/:sku', () => {
    it('hides the car (visibility 1) instead of deleting it', async () => {
      const car = await carOf(2);
      const { status } = await send('DELETE', `/api/admin/cars/${car.sku}`);
      expect(status).toBe(204);
      expect(await storedCar(car.sku)).toMatchObject({ id: car.id, carVisibilityId: 1 });
      const published = await t.request(`/api/cars/${car.sku}`);
      expect(published.body).toMatchObject({ car_visibility_id: 1 });
      const listed = await t.request('/api/cars');
      expect((listed.body as { sku: string }[]).map((item) => item.sku)).not.toContain(car.sku);
      expect(notifier.changes.at(-1)?.kind).toBe('car.hidden');
    });

    it('answers 404 for an unknown car', async () => {
      const { status } = await send('DELETE', '/api/admin/cars/XX-0000');
      expect(status).toBe(404);
    });
  });
});
