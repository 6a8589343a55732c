/**
 * Promotions are terms the server applies (issue 31.2): a free-delivery order's home delivery is
 * charged 0 whatever the county, a first-month discount reaches the subscription contract with its
 * amount, and an order keeps the promotions it was placed with when the car's change later.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { firstMonthPrice } from '../../../src/domain/catalog/promotions.ts';
import { type Promotion, subscriptionPaymentInfoSchema } from '../../../src/domain/cms-schemas.ts';
import { formatAmount } from '../../../src/domain/format.ts';
import { cars, clientOrders } from '../../db/schema.ts';
import { subscriptionPrice } from '../../orders/terms.ts';
import { LOCAL_SANDBOX, testBackends, useTestApp } from '../../test/harness.ts';
import { pdfBytesText } from '../../test/pdf-text.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';
import {
  answerSteps,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  jsonInit,
  orderableSku,
  put,
  SUBSCRIPTION_TERMS,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

const FREE_DELIVERY: Promotion = { kind: 'free_delivery', name: 'Livrare gratuita' };
const HALF_FIRST_MONTH: Promotion = { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 };

describe.each(testBackends())('promotions of an order on $name', (backend) => {
  const t = useTestApp(backend, {
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
    adminToken: ADMIN_TOKEN,
    siteOrigin: 'http://shop.test',
    sandbox: LOCAL_SANDBOX,
  });
  let place: Awaited<ReturnType<typeof someLocality>>;

  beforeAll(async () => {
    place = await someLocality(t.db);
    // A county that charges for transport, or the free delivery could not be told apart.
    expect(place.price).toBeGreaterThan(0);
  });

  /** Sets a car's promotions the way an editor does (the admin API drops the cached car). */
  async function promote(sku: string, promotions: Promotion[]) {
    const res = await adminRequest(t, 'PATCH', `/api/admin/cars/${sku}`, { promo_messages: promotions });
    expect(res.status).toBe(200);
  }

  async function approvedCredit(sku: string): Promise<string> {
    const uuid = await createOrder(t, contactBody(sku, place, CREDIT_TERMS));
    await answerSteps(t, uuid, 50_000);
    return uuid;
  }

  const homeDelivery = (uuid: string) =>
    t.request(
      '/api/client-order/delivery',
      jsonInit('POST', {
        order_code: uuid,
        judet: place.judet,
        localitate: place.localitate,
        adresa: 'Str. Lunga 1',
        telefon: '+40712345678',
        // What a page would send: the server never takes the price from the body.
        taxa_livrare: 181.5,
        terms_conditions: true,
      }),
    );

  it('charges 0 for home delivery on a free-delivery car, and the order shows it', async () => {
    const sku = await orderableSku(t.db, [2, 3], 0);
    await promote(sku, [FREE_DELIVERY]);
    const uuid = await approvedCredit(sku);
    expect(await get(t, uuid)).toMatchObject({ promotions: [FREE_DELIVERY] });

    const res = await homeDelivery(uuid);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 2, taxa_livrare: 0 });
    expect(await get(t, uuid)).toMatchObject({ delivery_type: 2, taxa_livrare: 0 });
    const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(row?.delivery?.taxa_livrare).toBe(0);
  });

  it('keeps the promotions the order was placed with when the car changes afterwards', async () => {
    const sku = await orderableSku(t.db, [2, 3], 1);
    await promote(sku, [FREE_DELIVERY]);
    const placedFree = await approvedCredit(sku);
    await promote(sku, []);
    const placedWithout = await approvedCredit(sku);
    await promote(sku, [FREE_DELIVERY]);

    expect((await homeDelivery(placedFree)).body).toMatchObject({ taxa_livrare: 0 });
    expect(await get(t, placedFree)).toMatchObject({ promotions: [FREE_DELIVERY], taxa_livrare: 0 });
    const countyPrice = Math.round(place.price * 1.21 * 100) / 100;
    expect((await homeDelivery(placedWithout)).body).toMatchObject({ taxa_livrare: countyPrice });
    expect(await get(t, placedWithout)).toMatchObject({ promotions: [], taxa_livrare: countyPrice });
  });

  it('writes the discounted first month into the subscription contract', async () => {
    const sku = await orderableSku(t.db, [1], 0);
    await promote(sku, [HALF_FIRST_MONTH, FREE_DELIVERY]);
    const uuid = await createOrder(t, contactBody(sku, place, SUBSCRIPTION_TERMS));
    await answerSteps(t, uuid, 60_000);
    await put(t, uuid, { data_protection: true });
    expect(await get(t, uuid)).toMatchObject({ promotions: [HALF_FIRST_MONTH, FREE_DELIVERY] });

    const [car] = await t.db.select({ info: cars.paymentInfo }).from(cars).where(eq(cars.sku, sku));
    const info = v.parse(subscriptionPaymentInfoSchema, car?.info);
    const monthly = subscriptionPrice(
      info,
      SUBSCRIPTION_TERMS.months,
      SUBSCRIPTION_TERMS.monthly_km_included,
    );
    const first = monthly === null ? null : firstMonthPrice(monthly, [HALF_FIRST_MONTH]);
    if (first === null) throw new Error('the seeded car prices no 12-month, 1000 km subscription');

    const pdf = await t.app.request(`/sandbox/identification/${uuid}/contract.pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfBytesText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(
      `Pret prima luna: ${formatAmount(first.price)} EUR (TVA inclus), reducere 50% (-${formatAmount(first.discount)} EUR)`,
    );
    expect(text).toContain('Livrare la domiciliu: gratuita (promotia Livrare gratuita)');
  });
});
