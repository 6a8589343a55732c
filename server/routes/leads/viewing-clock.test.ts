/**
 * Issue 12.5: a viewing today is only possible at an hour still ahead in Romania. The app gets its
 * clock injected (`now`), so the test stands at a chosen Bucharest hour of the test's today.
 */
import { openSlots, viewingSlots } from '../../../src/domain/catalog/viewing-slots.ts';
import type { CarDetail } from '../../../src/domain/cms-schemas.ts';
import { nowIn } from '../../../src/domain/dates.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { carDetail, jsonInit, viewableCar, visitor } from './lead.fixture.ts';
import { bookingClock } from './leads.routes.ts';

/** The UTC instant of `hour`:30 on the test's today in Bucharest (June: UTC+3). */
const bucharestHalfPast = (hour: number) =>
  new Date(`${TEST_TODAY}T${String(hour - 3).padStart(2, '0')}:30:00Z`);

describe.each(testBackends())('viewing hours against the clock on $name', (backend) => {
  let instant = new Date(`${TEST_TODAY}T05:00:00Z`);
  const t = useTestApp(backend, { now: () => instant });
  let car: CarDetail;
  let open: number[];
  const book = (hour: number, email: string) =>
    t.request('/api/reservations', jsonInit({ car_id: car.id, ...visitor, email, date: TEST_TODAY, hour }));

  beforeAll(async () => {
    car = await carDetail(t, await viewableCar(t.db));
    open = openSlots(car.location, TEST_TODAY);
    if (open.length < 3) throw new Error('the viewable car is not open long enough on the test day');
  });

  it('refuses an hour already started today with 422 on the hour field', async () => {
    const running = open[1] ?? 0;
    instant = bucharestHalfPast(running);
    for (const hour of [open[0] ?? 0, running]) {
      const { status, body } = await book(hour, `past.${hour}@example.ro`);
      expect(status).toBe(422);
      expect(body).toEqual({ message: ro.leads.slotPast, errors: { hour: ro.leads.slotPast } });
    }
  });

  it('books the next free hour after the running one', async () => {
    const running = open[1] ?? 0;
    instant = bucharestHalfPast(running);
    const [next] = viewingSlots(car.location, TEST_TODAY, nowIn(instant));
    expect(next).toBeGreaterThan(running);
    const { status } = await book(next ?? 0, 'ahead@example.ro');
    expect(status).toBe(201);
  });
});

describe.each([
  ['the real day in Bucharest', '2026-06-15', '2026-06-15T12:30:00Z', { date: '2026-06-15', hour: 15 }],
  [
    'another (injected) day: no hour gone yet',
    '2026-06-20',
    '2026-06-15T12:30:00Z',
    { date: '2026-06-20', hour: -1 },
  ],
  ['just after midnight in Bucharest', '2026-06-16', '2026-06-15T21:10:00Z', { date: '2026-06-16', hour: 0 }],
])('bookingClock on %s', (_name, today, instant, expected) => {
  it(`is ${JSON.stringify(expected)}`, () =>
    expect(bookingClock(today, new Date(instant))).toEqual(expected));
});
