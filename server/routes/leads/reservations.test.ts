import { and, eq, isNull } from 'drizzle-orm';
import type { CarDetail } from '../../../src/domain/cms-schemas.ts';
import { addDays } from '../../../src/domain/dates.ts';
import { UUID_PATTERN } from '../../../src/domain/ids.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { reservations } from '../../db/schema.ts';
import { listOutbox } from '../../mail/outbox.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import {
  carDetail,
  freeSlots,
  jsonInit,
  reservedCar,
  subscriptionCar,
  viewableCar,
  visitor,
} from './lead.fixture.ts';
import { LIVE_SLOT_INDEX } from './reservations.handlers.ts';
import { isUniqueViolation } from './unique-violation.ts';

const m = ro.validation;

describe.each(testBackends())('viewing reservations on $name', (backend) => {
  const t = useTestApp(backend, { corsOrigins: ['https://shop.example'] });
  let car: CarDetail;
  let date: string;
  let hours: number[];
  const hour = (index: number) => {
    const value = hours[index];
    if (value === undefined) throw new Error(`no free hour #${index}`);
    return value;
  };
  const book = (slot: { date: string; hour: number }, extra: Record<string, unknown> = {}, headers = {}) =>
    t.request(
      '/api/reservations',
      jsonInit({ car_id: car.id, ...visitor, ...slot, ...extra }, 'POST', headers),
    );
  const liveRows = (slot: { date: string; hour: number }) =>
    t.db.$count(
      reservations,
      and(
        eq(reservations.locationId, car.location.id),
        eq(reservations.date, slot.date),
        eq(reservations.hour, slot.hour),
        isNull(reservations.cancelledAt),
      ),
    );

  beforeAll(async () => {
    car = await carDetail(t, await viewableCar(t.db));
    ({ date, hours } = freeSlots(car, TEST_TODAY, 7));
  });

  it('books a free hour, stores it and shows it in the car detail as booked', async () => {
    const slot = { date, hour: hour(0) };
    const { status, body } = await book(slot);
    expect(status).toBe(201);
    expect(body).toEqual({ uuid: expect.stringMatching(UUID_PATTERN) });
    expect(await liveRows(slot)).toBe(1);
    const after = await carDetail(t, car.sku);
    expect(after.location.reservations).toContainEqual(slot);
  });

  it('mails the visitor the date, hour, location and a cancellation link on the Origin site', async () => {
    const slot = { date, hour: hour(1) };
    const email = 'mail.check@example.ro';
    const { body } = await book(slot, { email }, { Origin: 'https://shop.example' });
    const { uuid } = body as { uuid: string };
    const [mail] = await listOutbox(t.db, { to: email });
    expect(mail?.subject).toContain(car.product_name);
    const [y, mo, d] = date.split('-');
    expect(mail?.html).toContain(`${d}.${mo}.${y}`);
    expect(mail?.html).toContain(`${String(slot.hour).padStart(2, '0')}:00`);
    expect(mail?.html).toContain(car.location.name);
    expect(mail?.html).toContain(`href="https://shop.example/anulare-rezervare/${uuid}"`);
  });

  it('a foreign Origin header (not a site origin) does not steer the link elsewhere', async () => {
    const email = 'foreign.origin@example.ro';
    const { body } = await book({ date, hour: hour(6) }, { email }, { Origin: 'https://evil.example' });
    const [mail] = await listOutbox(t.db, { to: email });
    expect(mail?.html).not.toContain('evil.example');
    expect(mail?.html).toContain(`http://localhost/anulare-rezervare/${(body as { uuid: string }).uuid}`);
  });

  it('without an Origin header the link uses the server origin', async () => {
    const email = 'no.origin@example.ro';
    const { body } = await book({ date, hour: hour(2) }, { email });
    const [mail] = await listOutbox(t.db, { to: email });
    expect(mail?.html).toContain(`http://localhost/anulare-rezervare/${(body as { uuid: string }).uuid}`);
  });

  it('refuses an hour already booked with 409 and the Romanian message', async () => {
    const slot = { date, hour: hour(0) };
    const { status, body } = await book(slot, { email: 'second@example.ro' });
    expect(status).toBe(409);
    expect(body).toEqual({ message: ro.leads.slotTaken });
    expect(await liveRows(slot)).toBe(1);
  });

  it('lets exactly one of two simultaneous visitors have the same hour', async () => {
    const slot = { date, hour: hour(3) };
    const answers = await Promise.all([
      book(slot, { email: 'racer.one@example.ro' }),
      book(slot, { email: 'racer.two@example.ro' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: ro.leads.slotTaken });
    expect(await liveRows(slot)).toBe(1);
  });

  it('the live-slot index refuses a duplicate that skips the check, as a recognised 23505', async () => {
    const slot = { date, hour: hour(0) };
    const row = {
      carId: car.id,
      locationId: car.location.id,
      firstName: 'X',
      lastName: 'Y',
      phoneNo: '+40700000000',
      email: 'x@y.ro',
      ...slot,
    };
    const error = await t.db
      .insert(reservations)
      .values(row)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, LIVE_SLOT_INDEX)).toBe(true);
    expect(isUniqueViolation(new Error('other'), LIVE_SLOT_INDEX)).toBe(false);
  });

  it('cancels by uuid (200), frees the hour, then answers 410 for the same uuid', async () => {
    const slot = { date, hour: hour(4) };
    const { body } = await book(slot);
    const { uuid } = body as { uuid: string };
    const cancelled = await t.request(`/api/reservations/${uuid}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ uuid, cancelled_at: expect.any(String) });
    expect(await liveRows(slot)).toBe(0);
    expect((await carDetail(t, car.sku)).location.reservations).not.toContainEqual(slot);

    const again = await t.request(`/api/reservations/${uuid}`, { method: 'DELETE' });
    expect(again).toMatchObject({ status: 410, body: { message: ro.leads.reservationAlreadyCancelled } });

    const rebooked = await book(slot, { email: 'after.cancel@example.ro' });
    expect(rebooked.status).toBe(201);
  });

  it.each([
    [
      'an unknown uuid',
      '4b1c2d3e-1111-4222-8333-944455556666',
      404,
      { message: ro.leads.reservationNotFound },
    ],
    [
      'something that is not a uuid',
      'not-a-uuid',
      422,
      { message: ro.leads.reservationLinkInvalid, errors: { uuid: ro.leads.reservationLinkInvalid } },
    ],
  ])('DELETE with %s answers %i', async (_name, uuid, status, body) => {
    const answer = await t.request(`/api/reservations/${uuid}`, { method: 'DELETE' });
    expect(answer).toMatchObject({ status, body });
  });

  describe('422 with the field and its Romanian message', () => {
    it.each([
      ['last_name', { last_name: '' }, m.nameRequired],
      ['last_name', { last_name: 'A' }, m.nameMin],
      ['first_name', { first_name: '' }, m.firstNameRequired],
      [
        'phone_no',
        { phone_no: '0712345678' },
        'Introduceti un numar de telefon valid in formatul +40 712 345 678',
      ],
      ['email', { email: 'ana@' }, m.emailInvalid],
      ['date', { date: '' }, m.required],
      ['date', { date: addDays(TEST_TODAY, -1) }, m.dateBeforeToday],
      ['hour', { hour: '' }, m.required],
      ['hour', { hour: 25 }, m.required],
    ])('%s for %o', async (field, change, message) => {
      const { status, body } = await book({ date, hour: hour(5) }, change);
      expect(status).toBe(422);
      expect(body).toMatchObject({ message, errors: { [field]: message } });
    });

    it('an hour outside the opening hours of that day', async () => {
      const closedHour = [0, 1, 2, 3, 4, 5, 23].find((h) => !hours.includes(h)) ?? 0;
      const { status, body } = await book({ date, hour: closedHour });
      expect(status).toBe(422);
      expect(body).toEqual({
        message: ro.leads.slotOutsideHours,
        errors: { hour: ro.leads.slotOutsideHours },
      });
    });

    it.each([
      ['a reserved car (visibility 4)', reservedCar],
      ['a subscription car (category 1)', subscriptionCar],
    ])('%s cannot be viewed', async (_name, pick) => {
      const other = await carDetail(t, await pick(t.db));
      const { status, body } = await book({ date, hour: hour(5) }, { car_id: other.id });
      expect(status).toBe(422);
      expect(body).toEqual({ message: ro.leads.carNotBookable, errors: { car_id: ro.leads.carNotBookable } });
    });

    it('an unknown car id', async () => {
      const { status, body } = await book({ date, hour: hour(5) }, { car_id: 999_999 });
      expect(status).toBe(422);
      expect(body).toMatchObject({ errors: { car_id: ro.leads.carNotBookable } });
    });

    it('a body that is not JSON', async () => {
      const answer = await t.request('/api/reservations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{nope',
      });
      expect(answer).toMatchObject({ status: 422, body: { message: ro.publicApi.bodyNotJson } });
    });
  });
});
