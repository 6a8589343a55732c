/**
 * Issue 31.7: a viewing cannot be booked on a Romanian public holiday (30.11, 1.12, 25.12 were
 * offered 09:00-17:00), the days the pickup calendar blocks too. The server refuses it with the
 * Romanian reason on the date field, whatever hour the location opens on that weekday.
 */
import { eq } from 'drizzle-orm';
import { openSlots } from '../../../src/domain/catalog/viewing-slots.ts';
import type { CarDetail } from '../../../src/domain/cms-schemas.ts';
import { weekdayOf } from '../../../src/domain/dates.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { reservations } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { carDetail, jsonInit, viewableCar, visitor } from './lead.fixture.ts';

/** A today from which December's holidays are within the 60 days a viewing can be booked ahead. */
const TODAY = '2026-11-20';
/** A Wednesday of the same weeks: no holiday. */
const WORKING_DAY = '2026-12-02';

describe.each(testBackends())('a viewing on a public holiday on $name', (backend) => {
  const t = useTestApp(backend, { today: () => TODAY });
  let car: CarDetail;
  /** An hour the location opens on weekdays. */
  let weekdayHour: number;
  const book = (date: string, hour: number, email: string) =>
    t.request('/api/reservations', jsonInit({ car_id: car.id, ...visitor, email, date, hour }));
  const rowsOn = (date: string) => t.db.$count(reservations, eq(reservations.date, date));

  beforeAll(async () => {
    car = await carDetail(t, await viewableCar(t.db));
    const [hour] = openSlots(car.location, WORKING_DAY);
    if (hour === undefined) throw new Error('the viewable car is closed on weekdays');
    weekdayHour = hour;
  });

  it.each([
    ['1.12 (Ziua Nationala, a Tuesday)', '2026-12-01'],
    ['25.12 (Craciun, a Friday)', '2026-12-25'],
  ])('refuses %s with 422 on the date field and stores nothing', async (_name, date) => {
    expect(weekdayOf(date)).not.toBe(0);
    const { status, body } = await book(date, weekdayHour, `holiday.${date}@example.ro`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { date: ro.validation.viewingHoliday } });
    expect(await rowsOn(date)).toBe(0);
  });

  it('books the same hour on a working day of the same week', async () => {
    const { status } = await book(WORKING_DAY, weekdayHour, 'holiday.control@example.ro');
    expect(status).toBe(201);
    expect(await rowsOn(WORKING_DAY)).toBe(1);
  });
});
