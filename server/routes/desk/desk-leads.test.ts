/**
 * The desk's leads through the API (issue 35): every kind listed, open first, and marked handled
 * with a note (audited); the viewing calendar of the coming days per location; the roles.
 */
import { and, eq } from 'drizzle-orm';
import { todayIn } from '../../../src/domain/dates.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import {
  auditLog,
  cars,
  contactMessages,
  otherCreditRequests,
  reservations,
  stockAlerts,
  subscribers,
} from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

const clock = new Date('2026-11-27T10:00:00Z');

describe.each(testBackends())('the desk leads on $name', (backend) => {
  const t = useTestApp(backend, { now: () => clock, today: () => todayIn(clock) });
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const [email, role] of [
      ['credit@firma.ro', 'credit'],
      ['editor@firma.ro', 'editor'],
    ] as const) {
      await addAccount(t.db, email, role);
      cookies[email] = (await login(t, email)).cookie;
    }
  });
  const as = (email: string, method: string, path: string, body?: unknown) =>
    staffRequest(t, cookies[email] ?? '', method, `/api/admin${path}`, body);
  const credit = (method: string, path: string, body?: unknown) => as('credit@firma.ro', method, path, body);
  const auditOf = (action: string, target: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

  it('lists every kind of lead and marks each handled with a note, audited', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const base = { email: 'lead@example.ro', dataProtection: true };
    const [alert] = await t.db
      .insert(stockAlerts)
      .values({ ...base, sku: car.sku, nume: 'Pop', prenume: 'Ana', oras: 'Cluj', telefon: '+40712345678' })
      .returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ ...base, name: 'Ana Pop', message: 'Buna ziua' })
      .returning();
    const [other] = await t.db
      .insert(otherCreditRequests)
      .values({
        ...base,
        sku: car.sku,
        person: 'fizica',
        creditType: 'credit',
        currency: 'RON',
        nume: 'Ana Pop',
        localitate: 'Cluj',
        telefon: '+40712345678',
      })
      .returning();
    const [subscriber] = await t.db.insert(subscribers).values({ email: 'abonat@example.ro' }).returning();
    const [viewing] = await t.db
      .insert(reservations)
      .values({
        carId: car.id,
        locationId: car.locationId,
        firstName: 'Ana',
        lastName: 'Pop',
        phoneNo: '+40712345678',
        email: 'lead@example.ro',
        date: '2026-11-30',
        hour: 10,
      })
      .returning();
    const ids = {
      'stock-alerts': alert?.id,
      contact: message?.id,
      'other-credit': other?.id,
      subscribers: subscriber?.id,
      viewings: viewing?.id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      const list = await credit('GET', `/leads/${kind}`);
      expect(list.status, kind).toBe(200);
      expect(list.headers.get('Content-Range'), kind).toMatch(new RegExp(`^${kind} 0-`));
      expect(
        (list.body as { id: number }[]).find((row) => row.id === id),
        kind,
      ).toMatchObject({ status: 'open' });
      const handled = await credit('POST', `/leads/${kind}/${id}/handled`, { note: `Sunat (${kind}).` });
      expect(handled, kind).toMatchObject({
        status: 200,
        body: { id, status: 'handled', handled_by: 'credit@firma.ro', note: `Sunat (${kind}).` },
      });
      const [entry] = await auditOf('lead.handle', `${kind}/${id}`);
      expect(entry, kind).toMatchObject({
        actorEmail: 'credit@firma.ro',
        after: { note: `Sunat (${kind}).` },
      });
    }
    const long = await credit('POST', `/leads/contact/${ids.contact}/handled`, { note: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect((await credit('GET', '/leads/nothing')).status).toBe(404);
    expect((await credit('POST', '/leads/contact/99999/handled', {})).status).toBe(404);
    expect((await as('editor@firma.ro', 'GET', '/leads/contact')).status).toBe(403);
    expect((await as('editor@firma.ro', 'POST', `/leads/contact/${ids.contact}/handled`, {})).status).toBe(
      403,
    );
  });

  it('shows the viewings of the coming days per location, cancellations marked', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const booking = {
      carId: car.id,
      locationId: car.locationId,
      firstName: 'Mihai',
      lastName: 'Ionescu',
      phoneNo: '+40722222222',
      email: 'vizita@example.ro',
    };
    await t.db.insert(reservations).values([
      { ...booking, date: '2026-12-02', hour: 11, cancelledAt: clock },
      { ...booking, date: '2026-12-02', hour: 11 },
      { ...booking, date: '2026-12-20', hour: 12 },
      { ...booking, date: '2026-11-26', hour: 12 },
    ]);
    const calendar = await credit('GET', '/leads/viewings/calendar?days=7');
    expect(calendar.status).toBe(200);
    const body = calendar.body as {
      days: string[];
      locations: {
        id: number;
        days: { date: string; bookings: { name: string; cancelled_at: string | null }[] }[];
      }[];
    };
    expect(body.days).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    const place = body.locations.find((location) => location.id === car.locationId);
    const december2 = place?.days.find((day) => day.date === '2026-12-02')?.bookings ?? [];
    expect(december2.filter((b) => b.name === 'Mihai Ionescu').map((b) => b.cancelled_at !== null)).toEqual([
      false,
      true,
    ]);
    const all = place?.days.flatMap((day) => day.bookings.filter((b) => b.name === 'Mihai Ionescu')) ?? [];
    expect(all).toHaveLength(2);
    for (const days of ['0', '32', 'x']) {
      expect((await credit('GET', `/leads/viewings/calendar?days=${days}`)).status, days).toBe(422);
    }
    expect((await as('editor@firma.ro', 'GET', '/leads/viewings/calendar')).status).toBe(403);
  });
});
