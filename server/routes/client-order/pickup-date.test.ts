/**
 * Issue 12.7: POST /client-order holds a subscription's pickup date to the car page's rule: inside
 * the window, on a working day (no weekend, no Romanian public holiday). The test's today is
 * Monday 21 December 2026, so the window runs from Wednesday 23 December to 20 January.
 */
import { eq } from 'drizzle-orm';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { contactBody, jsonInit, orderableSku, someLocality, ZERO_DELAYS } from './testing/order-test-kit.ts';

const refusal = fill(ro.orderServer.pickupOutsideWindow, { earliest: '23.12.2026', latest: '20.01.2027' });

describe.each(testBackends())('subscription pickup date on $name', (backend) => {
  const t = useTestApp(backend, { today: () => '2026-12-21', decisionDelays: ZERO_DELAYS });
  let sku: string;
  let place: Awaited<ReturnType<typeof someLocality>>;
  const order = (date: string) =>
    t.request(
      '/api/client-order',
      jsonInit(
        'POST',
        contactBody(sku, place, {
          person: 1,
          credit_type: 'carSubscription',
          months: 12,
          monthly_km_included: 1000,
          data_preluare: date,
        }),
      ),
    );

  beforeAll(async () => {
    sku = await orderableSku(t.db, [1]);
    await t.db.update(cars).set({ availabilityDate: null }).where(eq(cars.sku, sku));
    place = await someLocality(t.db);
  });

  it.each([
    ['2026-12-22', 'before the earliest day'],
    ['2027-01-21', 'after the latest day'],
  ])('refuses %s (%s) with 422 on data_preluare, naming the window', async (date) => {
    const { status, body } = await order(date);
    expect(status).toBe(422);
    expect(body).toEqual({ message: refusal, errors: { data_preluare: refusal } });
  });

  // A holiday fails the contact step's own schema, like a weekend day (the calendar's message).
  it.each([
    ['2026-12-25', 'Craciunul'],
    ['2027-01-01', 'Anul Nou'],
    ['2027-01-07', 'Sf. Ioan'],
  ])('refuses %s (%s) with 422 on data_preluare', async (date) => {
    const { status, body } = await order(date);
    expect(status).toBe(422);
    expect((body as { errors: Record<string, string> }).errors).toEqual({
      data_preluare: ro.validation.dateInputInvalid,
    });
  });

  it.each(['2026-12-24', '2026-12-28', '2027-01-08'])('accepts the working day %s', async (date) => {
    const { status } = await order(date);
    expect(status).toBe(201);
  });
});
