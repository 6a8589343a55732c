/**
 * Shared steps of the online order flow for Playwright: choose a car and its terms on the car
 * page, 'Rezerva acum', then fill the approval wizard's steps. The approval spec uses them, and
 * the checkout specs continue the same flows through payment, so every helper is exported and
 * returns what later steps need (the order uuid).
 *
 * Sandbox values (docs/decision-engine.md): salary 20000 RON approves a usual car, 1000 RON is
 * refused; CUI 12345674 passes check 1; SRL details "experience 1 year, ISO no, rest best" give
 * outcome 2, "all best" outcome 1.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

export interface ApiCar {
  readonly sku: string;
  readonly product_name: string;
  readonly category_id: number;
  readonly car_visibility_id: number;
}

export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const ACTIVE_CUI = '12345674';

/** The `index`-th car in stock of a category (2 used, 3 barely used, 1 subscription). */
export async function carInStock(
  request: APIRequestContext,
  categoryIds: readonly number[],
  index = 0,
): Promise<ApiCar> {
  const query = categoryIds.map((id) => `categories_ids[]=${id}`).join('&');
  const response = await request.get(`/api/cars?${query}`);
  expect(response.ok()).toBe(true);
  const cars = ((await response.json()) as ApiCar[]).filter((car) => car.car_visibility_id === 2);
  const car = cars[index % Math.max(cars.length, 1)];
  if (!car) throw new Error('no car in stock');
  return car;
}

export interface FinancingChoice {
  readonly type: 'credit' | 'leasing';
  readonly person?: 'individual' | 'company';
  readonly currency?: 'RON' | 'EUR';
}

/** Opens the car page, sets the financing panel and follows 'Rezerva acum' into the wizard. */
export async function reserveFinancing(page: Page, sku: string, choice: FinancingChoice): Promise<void> {
  await page.goto(`/masina/${sku}`);
  await waitForHydration(page);
  if (choice.type === 'leasing') await page.getByRole('radio', { name: 'Leasing Financiar' }).check();
  if (choice.person === 'company') await page.getByRole('radio', { name: 'Persoana juridica' }).check();
  if (choice.currency === 'EUR') await page.getByRole('radio', { name: 'EUR' }).check();
  await page.getByRole('link', { name: 'Rezerva acum' }).click();
  await expect(page).toHaveURL(new RegExp(`/aprobare/${choice.type}/1$`));
  await waitForHydration(page);
  await expect(page.getByLabel('Nume', { exact: true })).toBeVisible();
}

async function firstCountyAndCity(request: APIRequestContext) {
  const counties = (await (await request.get('/api/counties')).json()) as { id: number; name: string }[];
  const county = counties[0];
  if (!county) throw new Error('no counties');
  const cities = (await (await request.get(`/api/counties/${county.id}`)).json()) as {
    name: string;
    postal_code: string;
  }[];
  const city = cities[0];
  if (!city) throw new Error('no cities');
  return { county, city };
}

export interface CompanyAnswers {
  readonly type: 'SRL' | 'SA' | 'PFA' | 'ONG' | 'Alta forma';
  readonly cui?: string;
}

/** Fills step 1 (contact data, and the company's answers when given) and submits it. */
export async function fillContactStep(page: Page, company?: CompanyAnswers): Promise<void> {
  const { county, city } = await firstCountyAndCity(page.request);
  await page.getByLabel('Nume', { exact: true }).fill('Popescu');
  await page.getByLabel('Prenume', { exact: true }).fill('Ana');
  await page.getByLabel('Telefon', { exact: true }).fill('+40712345678');
  await page.getByLabel('Email', { exact: true }).fill('ana.popescu@example.ro');
  await page.getByLabel('Confirmare email', { exact: true }).fill('ana.popescu@example.ro');
  await page.getByLabel('Data nasterii', { exact: true }).fill('1990-05-15');
  await page.getByLabel('Judet', { exact: true }).selectOption(String(county.id));
  await page.getByLabel('Localitate', { exact: true }).selectOption(city.name);
  await expect(page.getByLabel('Cod postal', { exact: true })).toHaveValue(city.postal_code);
  await page.getByLabel('Strada, numar, bloc, apartament', { exact: true }).fill('Str. Lunga 1');
  if (company) {
    await page.getByLabel('Forma juridica', { exact: true }).selectOption({ label: company.type });
    await page.getByLabel('Denumire companie', { exact: true }).fill('Auto Test');
    await page.getByLabel('CUI', { exact: true }).fill(company.cui ?? ACTIVE_CUI);
    if (company.type === 'SRL' || company.type === 'SA') {
      await page.getByLabel('Nr. Registrul Comertului', { exact: true }).fill('J40/1234/2020');
      await page.getByLabel('Calitatea', { exact: true }).selectOption({ label: 'Administrator' });
    } else {
      await page.getByLabel('Cod CAEN', { exact: true }).fill('6201');
      await page.getByLabel('Data infiintarii', { exact: true }).fill('2020-01-15');
    }
  }
  await page.getByRole('checkbox', { name: /termenii si conditiile/ }).check();
  await page.getByRole('checkbox', { name: /protectia datelor/ }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
}

/** The order uuid from the wizard's address once step `step` is shown. */
export async function orderUuidAtStep(page: Page, pkg: string, step: number): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/aprobare/${pkg}/${step}/${UUID_PATTERN}$`), { timeout: 20_000 });
  const uuid = new URL(page.url()).pathname.split('/').at(-1);
  if (!uuid) throw new Error('no uuid in the address');
  return uuid;
}

/** Steps 2 to 4 of an individual: no prior credits, no obligations, the given salary. */
export async function fillIndividualSteps(page: Page, pkg: string, salary: number): Promise<void> {
  await orderUuidAtStep(page, pkg, 2);
  await page.getByLabel('Stare civila').selectOption({ label: 'Casatorit(a)' });
  await page.getByLabel('Studii').selectOption({ label: 'Superioare' });
  await page.getByLabel('Stare locativa').selectOption({ label: 'Proprietar' });
  await page.getByLabel('Numarul de angajati ai angajatorului').selectOption({ label: 'Peste 50' });
  await page.getByLabel('Ati mai avut credite?').selectOption({ label: 'Nu' });
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 3);
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 4);
  await fillIncome(page, salary);
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 5);
}

export async function fillIncome(page: Page, salary: number): Promise<void> {
  await page.getByLabel('Salariul mediu net lunar (lei)', { exact: true }).fill(String(salary));
  await page.getByLabel('Perioada contractului de munca').selectOption({ label: 'Nedeterminata' });
  await page.getByLabel('Veniturile au crescut cu peste 20% in ultimul an?').selectOption({ label: 'Nu' });
  await page.getByRole('checkbox', { name: /Declar pe propria raspundere/ }).check();
}

/** On an approved resolution: tick the consent and continue; financing lands on /rezolutie/{uuid}. */
export async function acceptApproval(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Felicitari!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: /Sunt de acord cu prelucrarea datelor/ }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
}

/**
 * Lets a company's asynchronous check finish on the server (3 s) and then moves the page's clock
 * past the next poll (10 s after the contact step, 5 s after the company details). Needs
 * `page.clock.install()` before the page was opened.
 */
export async function passCompanyCheck(page: Page, pollMs: number): Promise<void> {
  await page.waitForTimeout(3_500);
  await page.clock.fastForward(pollMs);
}
