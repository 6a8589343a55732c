/**
 * Issue 37: the total-cost comparison's estimates and a subscription's extra-km price and CASCO
 * excess are business figures. GET /settings publishes them (the site is built from them); Setari
 * saves them under the form's rules, each change audited with its before and after.
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { DEFAULT_FIGURES, figureSettings, figuresOf } from '../../../src/domain/business-figures.ts';
import { roFigureSettings as m } from '../../../src/i18n/ro/figure-settings.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { addAccount, login, staffRequest } from '../../auth/staff.fixture.ts';
import { auditLog } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from '../admin/admin.fixture.ts';

const NEW_KEYS = [
  'subscription_extra_km_eur',
  'casco_excess_eur',
  'rca_estimate_ron_year',
  'car_tax_estimate_ron_year',
  'depreciation_pct_year',
  'value_loss_eur_per_1000_km',
] as const;

const bounds = (template: string, min: string, max: string) =>
  template.replace('{min}', min).replace('{max}', max);

describe.each(testBackends())('total-cost figures on $name', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN, eurRonRate: 5 });
  const patch = (body: unknown) => adminRequest(t, 'PATCH', '/api/admin/settings', body);

  it('GET /settings publishes the seeded figures, which the site reads back as the defaults', async () => {
    const body = (await t.request('/api/settings')).body as Record<string, string>;
    const seeded = figureSettings(DEFAULT_FIGURES);
    for (const key of NEW_KEYS) expect(body[key], key).toBe(seeded[key]);
    expect(figuresOf(body)).toMatchObject({
      extraKmEur: 0.15,
      cascoExcessEur: 150,
      rcaEstimateRonYear: 1500,
      carTaxEstimateRonYear: 500,
      depreciationPctYear: 15,
      valueLossEurPer1000Km: 25,
    });
  });

  it('an admin saves them as numbers with a dot, each audited with before and after', async () => {
    await addAccount(t.db, 'cifre@firma.ro', 'admin');
    const { cookie } = await login(t, 'cifre@firma.ro');
    const res = await staffRequest(t, cookie, 'PATCH', '/api/admin/settings', {
      subscription_extra_km_eur: '0,25',
      casco_excess_eur: '200',
      rca_estimate_ron_year: '1800',
      car_tax_estimate_ron_year: '650',
      depreciation_pct_year: '12,5',
      value_loss_eur_per_1000_km: '30',
    });
    expect(res.status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorEmail, 'cifre@firma.ro')))
      .orderBy(asc(auditLog.target));
    expect(entries.map(({ target, before, after }) => ({ target, before, after }))).toEqual([
      {
        target: 'settings/car_tax_estimate_ron_year',
        before: { car_tax_estimate_ron_year: '500' },
        after: { car_tax_estimate_ron_year: '650' },
      },
      {
        target: 'settings/casco_excess_eur',
        before: { casco_excess_eur: '150' },
        after: { casco_excess_eur: '200' },
      },
      {
        target: 'settings/depreciation_pct_year',
        before: { depreciation_pct_year: '15' },
        after: { depreciation_pct_year: '12.5' },
      },
      {
        target: 'settings/rca_estimate_ron_year',
        before: { rca_estimate_ron_year: '1500' },
        after: { rca_estimate_ron_year: '1800' },
      },
      {
        target: 'settings/subscription_extra_km_eur',
        before: { subscription_extra_km_eur: '0.15' },
        after: { subscription_extra_km_eur: '0.25' },
      },
      {
        target: 'settings/value_loss_eur_per_1000_km',
        before: { value_loss_eur_per_1000_km: '25' },
        after: { value_loss_eur_per_1000_km: '30' },
      },
    ]);
    const { body } = await t.request('/api/settings');
    expect(figuresOf(body as Record<string, string>)).toMatchObject({
      extraKmEur: 0.25,
      depreciationPctYear: 12.5,
    });
    // Back to the seeded figures for the other tests.
    await patch(Object.fromEntries(NEW_KEYS.map((key) => [key, figureSettings(DEFAULT_FIGURES)[key]])));
    expect(
      (await t.db.select().from(auditLog).where(like(auditLog.target, 'settings/casco_excess_eur'))).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['subscription_extra_km_eur', '0', bounds(m.kmPriceInvalid, '0,01', '10')],
    ['subscription_extra_km_eur', '0,155', bounds(m.kmPriceInvalid, '0,01', '10')],
    ['subscription_extra_km_eur', '', m.kmPriceRequired],
    ['casco_excess_eur', '150.5', bounds(m.feeInvalid, '1', '20.000')],
    ['rca_estimate_ron_year', '0', bounds(m.leiInvalid, '1', '50.000')],
    ['rca_estimate_ron_year', 'mult', bounds(m.leiInvalid, '1', '50.000')],
    ['car_tax_estimate_ron_year', '', m.leiRequired],
    ['depreciation_pct_year', '75', bounds(m.percentInvalid, '0,01', '60')],
    ['value_loss_eur_per_1000_km', '1001', bounds(m.feeInvalid, '1', '1.000')],
    ['value_loss_eur_per_1000_km', '9'.repeat(21), ro.validation.textTooLong.replace('{max}', '20')],
  ])('refuses %s = %j with 422 and the Romanian reason by the field', async (key, value, reason) => {
    const res = await patch({ [key]: value });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { [key]: expect.any(String) } });
    expect((res.body as { errors: Record<string, string> }).errors[key]).toBe(reason);
  });
});
