import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import type { ContentChange } from '../../content-events/content-events.ts';
import { carReservations, cars, clientOrders, contentEvents, payments } from '../../db/schema.ts';
import { newAccessToken } from '../../orders/access-token.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  approvedCreditOrder,
  CREDIT_TERMS,
  contactBody,
  jsonInit,
  orderableSku,
  PAYING_APP,
  SHOP,
  someLocality,
} from '../client-order/testing/order-test-kit.ts';

const VISA_OK = '4111111111111111';
const PAYERS = 20;

describe.each(testBackends())('one paid reservation per car on $name', (backend) => {
  const notified: ContentChange[] = [];
  const t = useTestApp(backend, {
    ...PAYING_APP,
    notifyContentChange: (change) => notified.push(change),
    // Long enough that only the reservation's invalidation can refresh the list within the test.
    catalogueCacheMs: 600_000,
  });

  async function approvedOrder(sku: string): Promise<string> {
    return approvedCreditOrder(t, sku);
  }
  /** One order through the API, copied in the database: the same approved order from `count` shoppers. */
  async function approvedOrdersFor(sku: string, count: number): Promise<string[]> {
    const first = await approvedOrder(sku);
    const [stored] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, first));
    if (!stored) throw new Error('the approved order was not stored');
    const { id: _id, ...row } = stored;
    const copies = Array.from({ length: count - 1 }, () => ({
      ...row,
      uuid: randomUUID(),
      accessToken: newAccessToken(),
    }));
    await t.db.insert(clientOrders).values(copies);
    return [first, ...copies.map((copy) => copy.uuid)];
  }
  const checkout = async (uuid: string) =>
    (await t.request(`/api/payments?order_code=${uuid}`)).body as Record<string, string>;
  const pay = (token: string) =>
    t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({ origin: SHOP, token, number: VISA_OK, expiry: '12/39', cvc: '123' }),
    });
  const carOf = async (sku: string) => (await t.request(`/api/cars/${sku}`)).body as Record<string, unknown>;

  it(`lets exactly one of ${PAYERS} concurrent payers reserve the car; the others are declined`, async () => {
    const sku = await orderableSku(t.db, [2, 3], 0);
    const orders = await approvedOrdersFor(sku, PAYERS);
    const tokens = await Promise.all(orders.map(async (uuid) => (await checkout(uuid)).token ?? ''));
    expect(tokens.every((token) => token !== 'invalid')).toBe(true);
    const eventsBefore = (await t.db.select().from(contentEvents)).length;
    const listedBefore = (await t.request('/api/cars?categories_ids=2,3')).body as Array<
      Record<string, unknown>
    >;
    expect(listedBefore.find((row) => row.sku === sku)).toMatchObject({ car_visibility_id: 2 });

    const pages = await Promise.all(tokens.map(async (token) => (await pay(token)).text()));

    const rows = await t.db.select().from(payments);
    const ours = rows.filter((row) => orders.includes(row.orderUuid));
    expect(ours.filter((row) => row.status === 'success')).toHaveLength(1);
    expect(ours.filter((row) => row.failureReason === 'car_reserved')).toHaveLength(PAYERS - 1);
    expect(pages.filter((html) => html.includes(ro.sandbox.resultCarReserved))).toHaveLength(PAYERS - 1);
    const winner = ours.find((row) => row.status === 'success');
    const [car] = await t.db.select().from(cars).where(eq(cars.sku, sku));
    expect(
      await t.db
        .select()
        .from(carReservations)
        .where(eq(carReservations.carId, car?.id ?? 0)),
    ).toEqual([expect.objectContaining({ orderUuid: winner?.orderUuid, paymentId: winner?.id })]);
    // The car turns reserved at once in the live API and, through a content event, in the next build.
    expect(car?.carVisibilityId).toBe(4);
    expect(await carOf(sku)).toMatchObject({ car_visibility_id: 4 });
    const listed = (await t.request('/api/cars?categories_ids=2,3')).body as Array<Record<string, unknown>>;
    expect(listed.find((row) => row.sku === sku)).toMatchObject({ car_visibility_id: 4 });
    const events = await t.db.select().from(contentEvents);
    expect(events.slice(eventsBefore).map((event) => event.kind)).toEqual(['car.reserved']);
    expect(notified.map((change) => change.kind)).toEqual(['car.reserved']);

    const loser = ours.find((row) => row.status === 'failed');
    expect((await t.request(`/api/payments/complete?id=${loser?.id}`)).body).toEqual({
      payment_status: 'failed',
      reason: 'car_reserved',
      message: ro.publicApi.carAlreadyReserved,
    });
  });

  it('refuses the checkout of an order started before another order paid for the car', async () => {
    const sku = await orderableSku(t.db, [2, 3], 1);
    const first = await approvedOrder(sku);
    const second = await approvedOrder(sku);
    const openedEarly = await checkout(second);
    expect(openedEarly.token).not.toBe('invalid');
    await pay((await checkout(first)).token ?? '');

    expect(await checkout(second)).toEqual({
      token: 'invalid',
      reason: 'car_reserved',
      message: ro.publicApi.carAlreadyReserved,
    });
    // The winner's own answer says its order is paid, not that the car went to someone else.
    expect(await checkout(first)).toEqual({
      token: 'invalid',
      reason: 'paid',
      message: ro.publicApi.checkoutRefusals.paid,
    });
    // The checkout opened before the car was taken cannot be charged either.
    expect(await (await pay(openedEarly.token ?? '')).text()).toContain(ro.sandbox.resultCarReserved);
    const created = await t.request(
      '/api/client-order',
      jsonInit('POST', contactBody(sku, await someLocality(t.db), CREDIT_TERMS)),
    );
    expect(created.status).toBe(422);
  });
});
