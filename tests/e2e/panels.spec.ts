/**
 * The car page's offer panels on the real build and server: the financing calculator's figures
 * against the car's own payment_info tables (read from the API, not from the UI code), the
 * payment schedule PDF, and the subscription panel's pickup date.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { nextWorkingDay } from '../../src/domain/catalog/pickup-date.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { monthly, openPanel } from './support/offer-panel.ts';
import { carInStock } from './support/order-flow.ts';

interface Figures {
  readonly RON: number;
  readonly EUR: number;
  readonly LFEURO?: number;
  readonly cascoInsuranceRon: number;
}
type ByMonths = Record<string, Figures>;
interface PaymentInfo {
  readonly credit: Record<string, { monthlyPayment: ByMonths }>;
  readonly leasing_fizica: Record<string, { residualRate: Record<string, { monthlyPayment: ByMonths }> }>;
  readonly leasing_juridica: Record<string, { residualRate: Record<string, { monthlyPayment: ByMonths }> }>;
}

const amount = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cents = (value: number) => Math.round(value * 100) / 100;
const ron = (value: number) => `${amount.format(cents(value))} RON/luna`;
const eur = (value: number) => `${amount.format(cents(value))} €/luna`;

async function paymentInfo(request: APIRequestContext, sku: string): Promise<PaymentInfo> {
  const response = await request.get(`/api/cars/${encodeURIComponent(sku)}`);
  expect(response.ok()).toBe(true);
  const car = (await response.json()) as { payment_info: PaymentInfo | string };
  return typeof car.payment_info === 'string'
    ? (JSON.parse(car.payment_info) as PaymentInfo)
    : car.payment_info;
}

/** A company's RON instalment: the loan share without VAT plus the whole CASCO premium. */
const withoutVat = (figures: Figures) =>
  cents(cents((figures.RON - figures.cascoInsuranceRon) / 1.21) + figures.cascoInsuranceRon);

function cell(table: ByMonths | undefined, months: number): Figures {
  const figures = table?.[String(months)];
  if (!figures) throw new Error(`no table cell for ${months} months`);
  return figures;
}

test('financing panel: figures follow the car tables through type, down payment, residual, person, duration and currency', async ({
  page,
  request,
}) => {
  const car = await carInStock(request, [2, 3]);
  const info = await paymentInfo(request, car.sku);
  const fizica = info.leasing_fizica['50']?.residualRate['20']?.monthlyPayment;
  const juridica = info.leasing_juridica['50']?.residualRate['20']?.monthlyPayment;
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Calculeaza finantarea');

  // Default: credit, 55 %, 60 months, RON, individual.
  await expect(monthly(panel)).toHaveText(ron(cell(info.credit['55']?.monthlyPayment, 60).RON));
  const downPayment = panel.getByRole('slider', { name: 'Avans' });
  await downPayment.focus();
  await downPayment.press('ArrowLeft');
  await expect(downPayment).toHaveAttribute('aria-valuetext', '45%');
  await expect(monthly(panel)).toHaveText(ron(cell(info.credit['45']?.monthlyPayment, 60).RON));

  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  await expect(downPayment).toHaveAttribute('aria-valuetext', '50%');
  await expect(monthly(panel)).toHaveText(ron(cell(fizica, 60).RON));

  // The leasing grid's first stop is read as 15 %; the residual value picks its own table.
  await downPayment.focus();
  await downPayment.press('Home');
  await expect(downPayment).toHaveAttribute('aria-valuetext', '15%');
  const fifteen = info.leasing_fizica['15']?.residualRate;
  await expect(monthly(panel)).toHaveText(ron(cell(fifteen?.['20']?.monthlyPayment, 60).RON));
  const residual = panel.getByRole('slider', { name: 'Valoare reziduala' });
  await residual.focus();
  await residual.press('ArrowLeft');
  await expect(residual).toHaveAttribute('aria-valuetext', '15%');
  await expect(monthly(panel)).toHaveText(ron(cell(fifteen?.['15']?.monthlyPayment, 60).RON));
  await residual.press('End');
  await downPayment.focus();
  await downPayment.press('End');
  await expect(monthly(panel)).toHaveText(ron(cell(fizica, 60).RON));

  // Companies see the company leasing table without VAT; CASCO (insurance, no VAT) stays whole.
  await panel.getByRole('radio', { name: 'Persoana juridica' }).check();
  await expect(monthly(panel)).toHaveText(ron(withoutVat(cell(juridica, 60))));
  await expect(panel.getByText('Fara TVA, CASCO inclus')).toBeVisible();

  const duration = panel.getByRole('slider', { name: 'Perioada' });
  await duration.focus();
  await duration.press('ArrowLeft');
  await expect(duration).toHaveValue('48');
  await expect(monthly(panel)).toHaveText(ron(withoutVat(cell(juridica, 48))));

  // Leasing in EUR for an individual: the variable-rate LFEURO figure.
  await panel.getByRole('radio', { name: 'Persoana fizica' }).check();
  await panel.getByRole('radio', { name: 'EUR' }).check();
  const lfeuro = cell(fizica, 48).LFEURO;
  if (lfeuro === undefined) throw new Error('no LFEURO figure');
  await expect(monthly(panel)).toHaveText(eur(lfeuro));
});

test("'Descarca scadentar' downloads the schedule PDF with the car and the figure shown", async ({
  page,
  request,
}) => {
  const car = await carInStock(request, [2, 3], 1);
  const info = await paymentInfo(request, car.sku);
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Calculeaza finantarea');
  const shown = ron(cell(info.credit['55']?.monthlyPayment, 60).RON);
  await expect(monthly(panel)).toHaveText(shown);

  const link = panel.getByRole('link', { name: 'Descarca scadentar' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`scadentar-credit-${car.sku}.pdf`);

  const href = await link.getAttribute('href');
  if (!href) throw new Error('no schedule link');
  const response = await request.get(href);
  expect(response.ok()).toBe(true);
  const bytes = new Uint8Array(await response.body());
  expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');

  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(car.sku);
  expect(flat).toContain(shown.replace(/\s+/g, ' ').replace(' RON/luna', ''));
});

/** yyyy-MM-dd of today in Bucharest, as the panel counts its window. */
function todayInBucharest(): Date {
  return new Date(`${todayIn()}T00:00:00Z`);
}
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const dotted = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

test('subscription panel: a typed Saturday becomes the next working day; reserving without a date opens the calendar', async ({
  page,
  request,
}) => {
  const car = (await carInStock(request, [1])) as { sku: string; availability_date?: string | null };
  const today = todayInBucharest();
  const available = car.availability_date
    ? new Date(`${car.availability_date.slice(0, 10)}T00:00:00Z`)
    : today;
  const base = new Date(Math.max(available.getTime(), today.getTime()));
  // The first Saturday at least a week away: its Monday (or, on a public holiday, the next working
  // day) sits well inside [base + 2, base + 30].
  let saturday = addDays(base, 7);
  while (saturday.getUTCDay() !== 6) saturday = addDays(saturday, 1);
  const monday = new Date(`${nextWorkingDay(saturday.toISOString().slice(0, 10))}T00:00:00Z`);

  const panel = await openPanel(page, `/masina/${car.sku}`, 'Alege abonamentul');
  const pickup = panel.getByRole('textbox', { name: 'Data preluarii' });
  await pickup.click();
  await expect(page.locator('.flatpickr-calendar.open')).toBeVisible();
  await pickup.fill(dotted(saturday));
  await pickup.blur();
  await expect(pickup).toHaveValue(dotted(monday));
  await expect(pickup).not.toHaveAttribute('aria-invalid', 'true');

  // A fresh page: no date chosen, so 'Rezerva acum' opens the calendar instead of leaving.
  const fresh = await openPanel(page, `/masina/${car.sku}`, 'Alege abonamentul');
  const url = page.url();
  await fresh.getByRole('link', { name: 'Rezerva acum' }).click();
  await expect(page.locator('.flatpickr-calendar.open')).toBeVisible();
  await expect(fresh.getByRole('textbox', { name: 'Data preluarii' })).toBeFocused();
  expect(page.url()).toBe(url);
});

async function pdfTextAt(request: APIRequestContext, href: string): Promise<string> {
  const response = await request.get(href);
  expect(response.ok()).toBe(true);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

test('subscription for a company: panel, price block and offer PDF all show the price without VAT', async ({
  page,
  request,
}) => {
  const car = (await carInStock(request, [1])) as unknown as { sku: string; price: number };
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Alege abonamentul');
  const block = page.locator('[data-price-block]');
  await expect(block).toContainText('Toate costurile incluse, cu TVA');
  const individual = (await monthly(panel).textContent()) ?? '';

  const person = panel.getByRole('slider', { name: 'Tip persoana' });
  await person.focus();
  await person.press('End');
  await expect(person).toHaveAttribute('aria-valuetext', 'Persoana juridica');
  await expect(panel.locator('.offer-monthly__note:not(.offer-monthly__first)')).toHaveText(
    'Toate costurile incluse, fara TVA',
  );
  const company = (await monthly(panel).textContent()) ?? '';
  expect(company).not.toBe(individual);

  // The price block above follows the panel: the lowest price divided by 1.21, labelled fara TVA.
  await expect(block).toContainText(`de la ${amount.format(cents(car.price / 1.21))} €/luna`);
  await expect(block).toContainText('Toate costurile incluse, fara TVA');

  const href = await panel.getByRole('link', { name: 'Descarca oferta' }).getAttribute('href');
  if (!href) throw new Error('no offer link');
  expect(href).toContain('person=juridica');
  const text = await pdfTextAt(request, href);
  expect(text).toContain(company.replace(/\s+/g, ' '));
  expect(text).toContain('Preturi in EUR fara TVA');
  expect(text).not.toContain('cu TVA');
});
