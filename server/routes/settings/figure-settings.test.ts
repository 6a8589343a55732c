/**
 * Issue 34: the business figures are settings. Setari saves them with PATCH /api/admin/settings under
 * the same rules as the form (Romanian messages by field), each change leaves an audit entry with
 * its before and after, a new order takes the fee and rate in force, and an order placed earlier
 * keeps its own.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { roFigureSettings } from '../../../src/i18n/ro/figure-settings.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import { auditLog, clientOrders } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest, contentEventCount, recordingNotifier } from '../admin/admin.fixture.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  orderableSku,
  SUBSCRIPTION_TERMS,
  someLocality,
  ZERO_DELAYS,
} from '../client-order/testing/order-test-kit.ts';

const m = roFigureSettings;

describe.each(testBackends())('business figure settings on $name', (backend) => {
  const notifier = recordingNotifier();
  const t = useTestApp(backend, {
    adminToken: ADMIN_TOKEN,
    notifyContentChange: notifier.notify,
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
  });

  const patch = (body: unknown) => adminRequest(t, 'PATCH', '/api/admin/settings', body);

  it('GET /settings publishes the seeded figures, not the rate while it is unset', async () => {
    const { body } = await t.request('/api/settings');
    expect(body).toMatchObject({
      reservation_fee_eur: '220',
      subscription_guarantee_eur: '800',
      file_fee_pct: '1',
      file_fee_min_eur: '150',
      support_phone: '+40 21 300 40 50',
      support_email: 'contact@autoabonament.ro',
      support_hours: 'Luni - Vineri 09:00-18:00',
    });
    expect(body).not.toHaveProperty('eur_ron_rate');
    // Setari shows the rate in force: the server's EUR_RON_RATE until the setting is saved.
    expect((await adminRequest(t, 'GET', '/api/admin/settings')).body).toMatchObject({ eur_ron_rate: '5' });
  });

  it('an admin saves several figures at once: stored, announced once, each audited with before and after', async () => {
    await addAccount(t.db, 'sef@firma.ro', 'admin');
    const { cookie } = await login(t, 'sef@firma.ro');
    const events = await contentEventCount(t.db, 'settings.saved');
    const res = await staffRequest(t, cookie, 'PATCH', '/api/admin/settings', {
      reservation_fee_eur: '260',
      eur_ron_rate: '4,9775',
      support_hours: 'Luni - Sambata 08:00-20:00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reservation_fee_eur: '260', eur_ron_rate: '4.9775' });
    expect(await contentEventCount(t.db, 'settings.saved')).toBe(events + 1);
    expect(notifier.changes.at(-1)?.kind).toBe('settings.saved');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorEmail, 'sef@firma.ro')))
      .orderBy(asc(auditLog.target));
    expect(entries.map(({ target, before, after }) => ({ target, before, after }))).toEqual([
      { target: 'settings/eur_ron_rate', before: null, after: { eur_ron_rate: '4.9775' } },
      {
        target: 'settings/reservation_fee_eur',
        before: { reservation_fee_eur: '220' },
        after: { reservation_fee_eur: '260' },
      },
      {
        target: 'settings/support_hours',
        before: { support_hours: 'Luni - Vineri 09:00-18:00' },
        after: { support_hours: 'Luni - Sambata 08:00-20:00' },
      },
    ]);
    expect(entries[0]?.actorRole).toBe('admin');
  });

  it('saving a value unchanged writes no audit entry', async () => {
    const count = async () =>
      (await t.db.select().from(auditLog).where(like(auditLog.target, 'settings/subscription_guarantee_eur')))
        .length;
    const before = await count();
    expect((await patch({ subscription_guarantee_eur: '800' })).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('an editor may change the figures; PUT of one key audits too', async () => {
    await addAccount(t.db, 'editor@firma.ro', 'editor');
    const { cookie } = await login(t, 'editor@firma.ro');
    const res = await staffRequest(t, cookie, 'PUT', '/api/admin/settings/support_phone', {
      value: '+40 31 111 22 33',
    });
    expect(res.status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, 'editor@firma.ro'), eq(auditLog.action, 'settings.update')));
    expect(entry).toMatchObject({
      target: 'settings/support_phone',
      before: { support_phone: '+40 21 300 40 50' },
      after: { support_phone: '+40 31 111 22 33' },
    });
    await patch({ support_phone: '+40 21 300 40 50' });
  });

  it.each([
    ['reservation_fee_eur', 'abc', m.feeInvalid.replace('{min}', '1').replace('{max}', '5.000')],
    ['reservation_fee_eur', '0', m.feeInvalid.replace('{min}', '1').replace('{max}', '5.000')],
    ['reservation_fee_eur', '2200000', m.feeInvalid.replace('{min}', '1').replace('{max}', '5.000')],
    ['reservation_fee_eur', '220.50', m.feeInvalid.replace('{min}', '1').replace('{max}', '5.000')],
    ['reservation_fee_eur', '', m.feeRequired],
    ['subscription_guarantee_eur', '25000', m.feeInvalid.replace('{min}', '1').replace('{max}', '20.000')],
    ['eur_ron_rate', '4,97751', m.rateInvalid.replace('{min}', '1').replace('{max}', '20')],
    ['eur_ron_rate', '0', m.rateInvalid.replace('{min}', '1').replace('{max}', '20')],
    ['file_fee_pct', '12', m.percentInvalid.replace('{min}', '0').replace('{max}', '10')],
    ['support_phone', '0721 abc', ro.validation.phoneInvalid.replace('{phone}', ro.validation.phoneExample)],
    ['support_email', 'nu-e-mail', ro.validation.emailInvalid],
    ['support_hours', '   ', m.hoursRequired],
    ['support_hours', 'x'.repeat(101), ro.validation.textTooLong.replace('{max}', '100')],
  ])('refuses %s = %j with 422 and the Romanian reason by the field', async (key, value, reason) => {
    expect(await patch({ [key]: value })).toMatchObject({ status: 422, body: { errors: { [key]: reason } } });
  });

  it('refuses an unknown key, a non-string value and an empty body, with no 5xx', async () => {
    expect((await patch({ taxa_secreta: '1' })).status).toBe(422);
    expect((await patch({ reservation_fee_eur: 220 })).status).toBe(422);
    expect((await patch({})).status).toBe(422);
    expect((await patch('220')).status).toBe(422);
  });

  it('a new order pays the fee and rate in force; an older order keeps its own', async () => {
    await patch({ reservation_fee_eur: '250', subscription_guarantee_eur: '900', eur_ron_rate: '4.9' });
    const place = await someLocality(t.db);
    const credit = await createOrder(t, contactBody(await orderableSku(t.db, [2, 3]), place, CREDIT_TERMS));
    const subscription = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [1]), place, SUBSCRIPTION_TERMS),
    );
    expect(await get(t, credit)).toMatchObject({ taxa_rezervare: 250, taxa_rezervare_ron: 1225 });
    expect(await get(t, subscription)).toMatchObject({ taxa_rezervare: 900, taxa_rezervare_ron: 4410 });
    const [stored] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, credit));
    expect(stored).toMatchObject({ feeEur: 250, eurRonRate: 4.9 });

    await patch({ reservation_fee_eur: '300', eur_ron_rate: '5.1' });
    expect(await get(t, credit)).toMatchObject({ taxa_rezervare: 250, taxa_rezervare_ron: 1225 });
    const later = await createOrder(t, contactBody(await orderableSku(t.db, [2, 3], 1), place, CREDIT_TERMS));
    expect(await get(t, later)).toMatchObject({ taxa_rezervare: 300, taxa_rezervare_ron: 1530 });
  });
});
