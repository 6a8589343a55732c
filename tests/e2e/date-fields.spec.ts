/**
 * Date fields on the real build (issue 31): the viewing date and the birth date use the shop's
 * Romanian calendar (the one of the subscription pickup date), not the browser's own date input;
 * the calendar opens inside the field (also inside the viewing modal), and a text that is no date
 * gets the Romanian message next to the field.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { Romanian } from 'flatpickr/dist/l10n/ro.js';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { carInStock, field, reserveFinancing } from './support/order-flow.ts';

const INVALID = 'Data introdusa nu este valida.';

async function viewableCar(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/cars?categories_ids=2,3');
  expect(response.ok()).toBe(true);
  const cars = (await response.json()) as { sku: string; car_visibility_id: number }[];
  const car = cars.find((candidate) => candidate.car_visibility_id === 2);
  if (!car) throw new Error('the seed has no car to view');
  return car.sku;
}

/** 'Iulie 5, 2026' (the calendar's label of a day) as the field shows it: '05.07.2026'. */
function shownAs(label: string): string {
  const [monthName = '', day = '', year = ''] = label.replace(',', '').split(' ');
  const month = Romanian.months.longhand.indexOf(monthName) + 1;
  return `${day.padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** Opens the calendar of `input`, checks it is the Romanian one inside `scope`, picks its last day on offer. */
async function pickWithCalendar(scope: Locator | Page, input: Locator): Promise<string> {
  await expect(input).toHaveAttribute('type', 'text');
  await input.click();
  const calendar = scope.locator('.flatpickr-calendar.open');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('.flatpickr-weekday').first()).toHaveText(/Lun/);
  await expect(calendar.getByRole('combobox', { name: ro.common.calendarMonth })).toBeVisible();
  expect(await violations(input.page())).toEqual([]);
  const day = calendar.locator('.flatpickr-day:not(.flatpickr-disabled):not(.prevMonthDay)').last();
  const label = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  const shown = shownAs(label);
  await expect(input).toHaveValue(shown);
  return shown;
}

test('the viewing date is picked in the Romanian calendar, inside the modal', async ({ page, request }) => {
  await page.goto(`/masina/${await viewableCar(request)}`);
  await page.getByRole('link', { name: ro.catalog.requestViewing }).click();
  const dialog = page.getByRole('dialog', { name: ro.leads.viewingTitle });
  await expect(dialog).toBeVisible();
  const date = dialog.getByLabel(new RegExp(`^${ro.leads.dateLabel}`));
  await pickWithCalendar(dialog, date);
  // The picked day drives the hours: either the hour list or the 'no slots' notice.
  await expect(
    dialog.getByLabel(new RegExp(`^${ro.leads.hourLabel}`)).or(dialog.getByText(ro.validation.noSlots)),
  ).toBeVisible();

  await date.fill('31.02.2026');
  // Not a date: the calendar stays open until the visitor moves on.
  await date.press('Tab');
  await dialog.getByRole('button', { name: ro.leads.viewingSubmit }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(new RegExp(INVALID.replace('.', '\\.')));
  await expect(dialog).not.toContainText('Date input not valid');
});

test('the birth date is picked in the Romanian calendar; a text that is no date is refused in Romanian', async ({
  page,
  request,
}) => {
  const car = await carInStock(request, [2, 3]);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  const birth = field(page, 'Data nasterii');
  await pickWithCalendar(page.locator('.ui-field', { has: birth }), birth);

  await birth.fill('31.02.1990');
  await birth.press('Tab');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription(new RegExp(INVALID.replace('.', '\\.')));

  await birth.fill('15.05.1990');
  await expect(birth).toHaveAttribute('aria-invalid', 'false');
});
