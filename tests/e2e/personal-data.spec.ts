/**
 * Date personale and the audit trail (issue 35) in the browser against the built site: a visitor
 * leaves a stock alert through the car page's form and books a viewing through the API; an admin
 * finds both by the address (typed in another case), downloads the JSON, erases them, and the
 * viewing is gone from the public car data and the search finds nothing; the audit trail shows
 * both requests without the data. The new screens pass axe.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { viewingSlots } from '../../src/domain/catalog/viewing-slots.ts';
import type { CarDetail } from '../../src/domain/cms-schemas.ts';
import { addDays, nowIn } from '../../src/domain/dates.ts';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { logIn } from './support/staff.ts';

const p = roPrivacy.page;
const t = ro.leads;

interface ListedCar {
  id: number;
  sku: string;
  category_id: number;
  car_visibility_id: number;
}

async function cars(page: Page): Promise<ListedCar[]> {
  return (await (await page.request.get('/api/cars?categories_ids=1,2,3')).json()) as ListedCar[];
}

const carDetail = async (page: Page, sku: string) =>
  (await (await page.request.get(`/api/cars/${sku}`)).json()) as CarDetail & { id: number };

test('an admin finds, exports and erases what a visitor left; the lead is gone everywhere', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `Gdpr.${Date.now()}${Math.floor(Math.random() * 1000)}@Example.ro`;
  const all = await cars(page);

  // A stock alert through the car page's form, as the visitor leaves it.
  const reserved = all.find((car) => car.car_visibility_id === 4);
  if (!reserved) throw new Error('the seed has no reserved car');
  await page.goto(`/masina/${reserved.sku}#alerta-stoc`);
  const dialog = page.getByRole('dialog', { name: t.stockAlertTitle });
  const field = (name: string) => dialog.getByLabel(new RegExp(`^${name}`));
  await field(t.lastNameLabel).fill('Ionescu');
  await field(t.firstNameLabel).fill('Maria');
  await field(t.phoneLabel).fill('+40 744 123 456');
  await field(t.emailLabel).fill(email);
  await field(t.cityLabel).fill('Cluj-Napoca');
  await dialog.getByRole('checkbox').check();
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/stock-alert'));
  await dialog.getByRole('button', { name: t.stockAlertSubmit }).click();
  expect((await stored).status()).toBe(201);

  // A viewing booked through the public API: the car's public data lists the hour as taken.
  const viewable = all.find((car) => car.car_visibility_id === 2 && car.category_id !== 1);
  if (!viewable) throw new Error('the seed has no viewable car');
  const detail = await carDetail(page, viewable.sku);
  const now = nowIn(new Date());
  // Far enough ahead that the lead specs' bookings (days 1 and 10) never take it.
  let slot: { date: string; hour: number } | null = null;
  for (let offset = 20; offset < 50 && !slot; offset += 1) {
    const date = addDays(now.date, offset);
    const [hour] = viewingSlots(detail.location, date, now);
    if (hour !== undefined) slot = { date, hour };
  }
  if (!slot) throw new Error('no free viewing hour');
  const booking = await page.request.post('/api/reservations', {
    data: {
      car_id: detail.id,
      last_name: 'Ionescu',
      first_name: 'Maria',
      phone_no: '+40 744 123 456',
      email,
      ...slot,
    },
  });
  expect(booking.status()).toBe(201);
  const isBooked = async () =>
    (await carDetail(page, viewable.sku)).location.reservations.some(
      (taken) => taken.date === slot.date && taken.hour === slot.hour,
    );
  expect(await isBooked()).toBe(true);

  await logIn(page, 'admin@e2e.ro');
  await page.getByRole('menuitem', { name: 'Date personale' }).click();
  const emailField = page.getByRole('textbox', { name: 'E-mail' });
  await expect(emailField).toBeVisible();
  expect(await violations(page), 'personal data, empty').toEqual([]);

  await emailField.fill(email.toUpperCase());
  await page.getByRole('button', { name: p.search }).click();
  await expect(page.getByRole('heading', { name: `${p.categories.stockAlerts} (1)` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${p.categories.viewings} (1)` })).toBeVisible();
  expect(await violations(page), 'personal data, found').toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: p.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^date-personale-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(exported.email).toBe(email.toLowerCase());
  expect(exported.stockAlerts).toEqual([
    expect.objectContaining({ email, sku: reserved.sku, nume: 'Ionescu' }),
  ]);
  expect(exported.viewings).toEqual([expect.objectContaining({ email, date: slot.date, hour: slot.hour })]);

  await page.getByRole('button', { name: p.erase }).click();
  const confirm = page.getByRole('dialog', { name: p.eraseTitle });
  await expect(confirm).toContainText(p.eraseExplain);
  expect(await violations(page), 'erase dialog').toEqual([]);
  await confirm
    .getByRole('textbox', { name: roPrivacy.resources['personal-data'].fields.confirm })
    .fill('alt@example.ro');
  await confirm.getByRole('button', { name: p.confirmErase }).click();
  await expect(confirm.getByText(roPrivacy.api.confirmMismatch)).toBeVisible();
  await confirm
    .getByRole('textbox', { name: roPrivacy.resources['personal-data'].fields.confirm })
    .fill(email);
  await confirm.getByRole('button', { name: p.confirmErase }).click();
  await expect(page.getByRole('status').filter({ hasText: p.nothing })).toBeVisible();

  // Gone from the public side: the hour is free again; and a new search finds nothing.
  expect(await isBooked()).toBe(false);
  await page.reload();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: p.search }).click();
  await expect(page.getByRole('status').filter({ hasText: p.nothing })).toBeVisible();

  // The audit trail names both requests, not the person.
  await page.getByRole('menuitem', { name: roPrivacy.resources.audit.name }).click();
  await expect(
    page.getByRole('columnheader', { name: roPrivacy.resources.audit.fields.action }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: roPrivacy.audit.actions['data.erase'] }).first()).toBeVisible();
  await expect(
    page.getByRole('cell', { name: roPrivacy.audit.actions['data.export'] }).first(),
  ).toBeVisible();
  await expect(page.getByText(email, { exact: false })).toHaveCount(0);
  expect(await violations(page), 'audit list').toEqual([]);
  await page.getByRole('cell', { name: roPrivacy.audit.actions['data.erase'] }).first().click();
  const changes = page.getByRole('table', { name: roPrivacy.audit.detail });
  await expect(changes.getByRole('rowheader', { name: 'deleted.stockAlerts.0' })).toBeVisible();
  await expect(page.getByText(email.toLowerCase())).toHaveCount(0);
  expect(await violations(page), 'audit entry').toEqual([]);
});

test('the audit trail filters by action, and an editor has neither screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@e2e.ro');
  // The retention periods sit in Setari for an admin, saved through the same PUT as the rest.
  await page.getByRole('menuitem', { name: 'Setari' }).click();
  const outboxDays = page.getByRole('textbox', { name: roPrivacy.settings.retention_outbox_days });
  await expect(outboxDays).toBeVisible();
  expect(await violations(page), 'settings with retention').toEqual([]);
  await outboxDays.fill('120');
  await page.getByRole('button', { name: 'Salveaza' }).click();
  await expect(page.getByText('Modificare salvata')).toBeVisible();
  expect(await (await page.request.get('/api/admin/settings')).json()).toMatchObject({
    retention_outbox_days: '120',
  });

  await page.goto('/admin/#/audit');
  await page.getByRole('combobox', { name: roPrivacy.resources.audit.fields.action }).click();
  await page.getByRole('option', { name: roPrivacy.audit.actions.login, exact: true }).click();
  await expect(page.getByRole('cell', { name: 'admin@e2e.ro' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: roPrivacy.audit.actions.logout })).toHaveCount(0);

  const editor = await (await browser.newContext()).newPage();
  await logIn(editor, 'editor@e2e.ro');
  await expect(editor.getByRole('menuitem', { name: 'Date personale' })).toHaveCount(0);
  await expect(editor.getByRole('menuitem', { name: roPrivacy.resources.audit.name })).toHaveCount(0);
  expect((await editor.request.get('/api/admin/audit')).status()).toBe(403);
  await editor.getByRole('menuitem', { name: 'Setari' }).click();
  await expect(editor.getByLabel('E-mailul firmei pentru cereri')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: roPrivacy.settings.retention_outbox_days })).toHaveCount(
    0,
  );
  await editor.context().close();
});
