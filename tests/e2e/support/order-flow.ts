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
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { UUID_PATTERN } from '../../../src/domain/ids.ts';
import { waitForHydration } from './hydration.ts';

export interface ApiCar {
  readonly sku: string;
  readonly product_name: string;
  readonly category_id: number;
  readonly car_visibility_id: number;
}

/** The order code's pattern without its anchors (and its `i` flag), to embed in a URL pattern. */
export const UUID_SOURCE = UUID_PATTERN.source.slice(1, -1);
export const ACTIVE_CUI = '12345674';
/** Islands hydrated at load or idle (the wizard is client:load); visible-only ones are left out. */
export const EAGER_ISLANDS = ':is(astro-island[client="idle"], astro-island[client="load"])';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label's exact text; required fields' labels end in a visual ' *'. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

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
  // The financing panel hydrates when visible: bring it into view, then wait for it alone.
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island');
  if (choice.type === 'leasing') await page.getByRole('radio', { name: 'Leasing Financiar' }).check();
  if (choice.person === 'company') await page.getByRole('radio', { name: 'Persoana juridica' }).check();
  if (choice.currency === 'EUR') await page.getByRole('radio', { name: 'EUR' }).check();
  await page.getByRole('link', { name: 'Rezerva acum' }).click();
  await expect(page).toHaveURL(new RegExp(`/aprobare/${choice.type}/1$`));
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(field(page, 'Nume')).toBeVisible();
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

/**
 * Fills step 1 (contact data, and the company's answers when given) and submits it; `email` for a
 * test that counts the e-mails the order sends.
 */
export async function fillContactStep(
  page: Page,
  company?: CompanyAnswers,
  email = 'ana.popescu@example.ro',
): Promise<void> {
  const { county, city } = await firstCountyAndCity(page.request);
  await field(page, 'Nume').fill('Popescu');
  await field(page, 'Prenume').fill('Ana');
  await field(page, 'Telefon').fill('+40712345678');
  await field(page, 'Email').fill(email);
  await field(page, 'Confirmare email').fill(email);
  await field(page, 'Data nasterii').fill('1990-05-15');
  await field(page, 'Judet').selectOption(String(county.id));
  await field(page, 'Localitate').selectOption(city.name);
  await expect(field(page, 'Cod postal')).toHaveValue(city.postal_code);
  await field(page, 'Strada, numar, bloc, apartament').fill('Str. Lunga 1');
  if (company) {
    await field(page, 'Forma juridica').selectOption({ label: company.type });
    await field(page, 'Denumire companie').fill('Auto Test');
    await field(page, 'CUI').fill(company.cui ?? ACTIVE_CUI);
    if (company.type === 'SRL' || company.type === 'SA') {
      await field(page, 'Nr. Registrul Comertului').fill('J40/1234/2020');
      await field(page, 'Calitatea').selectOption({ label: 'Administrator' });
    } else {
      await field(page, 'Cod CAEN').fill('6201');
      await field(page, 'Data infiintarii').fill('2020-01-15');
    }
  }
  await page.getByRole('checkbox', { name: /termenii si conditiile/ }).check();
  await page.getByRole('checkbox', { name: /protectia datelor/ }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
}

/** The order uuid from the wizard's address once step `step` is shown. */
export async function orderUuidAtStep(page: Page, pkg: string, step: number): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/aprobare/${pkg}/${step}/${UUID_SOURCE}$`), { timeout: 20_000 });
  const uuid = new URL(page.url()).pathname.split('/').at(-1);
  if (!uuid) throw new Error('no uuid in the address');
  return uuid;
}

/**
 * A company's new order in the wizard: step 1 while its check 1 runs, or already step 2 when the
 * check (1 s on the e2e server) ended before the wizard's first read, as on a slow machine.
 */
export async function companyOrderCreated(page: Page, pkg: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/aprobare/${pkg}/[12]/${UUID_SOURCE}$`), { timeout: 20_000 });
}

/** Steps 2 to 4 of an individual: no prior credits, no obligations, the given salary. */
export async function fillIndividualSteps(page: Page, pkg: string, salary: number): Promise<void> {
  await orderUuidAtStep(page, pkg, 2);
  await field(page, 'Stare civila').selectOption({ label: 'Casatorit(a)' });
  await field(page, 'Studii').selectOption({ label: 'Superioare' });
  await field(page, 'Stare locativa').selectOption({ label: 'Proprietar' });
  await field(page, 'Numarul de angajati ai angajatorului').selectOption({ label: 'Peste 50' });
  await field(page, 'Ati mai avut credite?').selectOption({ label: 'Nu' });
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 3);
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 4);
  await fillIncome(page, salary);
  await page.getByRole('button', { name: 'Continua' }).click();
  await orderUuidAtStep(page, pkg, 5);
}

export async function fillIncome(page: Page, salary: number): Promise<void> {
  await field(page, 'Salariul mediu net lunar (lei)').fill(String(salary));
  await field(page, 'Perioada contractului de munca').selectOption({ label: 'Nedeterminata' });
  await field(page, 'Veniturile au crescut cu peste 20% in ultimul an?').selectOption({ label: 'Nu' });
  await page.getByRole('checkbox', { name: /Declar pe propria raspundere/ }).check();
}

/** On an approved resolution: tick the consent and continue; financing lands on /rezolutie/{uuid}. */
export async function acceptApproval(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Felicitari!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: /Sunt de acord cu prelucrarea datelor/ }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
}

/**
 * Waits until a company's asynchronous check (`check1_result` after the contact step,
 * `check2_result` after the company details; 1 s on the e2e server) has its answer on the server,
 * then moves the page's clock past the wizard's next poll (10 s after the contact step, 5 s after
 * the company details). Needs `page.clock.install()` before the page was opened.
 */
export async function passCompanyCheck(
  page: Page,
  pollMs: number,
  check: 'check1_result' | 'check2_result',
): Promise<void> {
  const uuid = new URL(page.url()).pathname.split('/').at(-1);
  await expect
    .poll(
      async () => {
        const order = (await (await page.request.get(`/api/client-order/${uuid}`)).json()) as Record<
          string,
          unknown
        >;
        return order[check] !== null && order[check] !== undefined;
      },
      { message: `the order's ${check}`, timeout: 20_000 },
    )
    .toBe(true);
  await page.clock.fastForward(pollMs);
}
