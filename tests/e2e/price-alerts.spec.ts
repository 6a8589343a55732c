/**
 * The price-drop alert of a favourite car (issue 37) in the real build: a shopper saves a car,
 * asks on /favorite to be told when its price drops, confirms from the e-mail; an editor lowers the
 * price in the back office; exactly one alert e-mail arrives, with the old and new price, the car's
 * link and a one-click unsubscribe. The car's edit rebuilds its pages, so this spec runs in its own
 * project ('price edits', playwright.config.ts), after the specs that read car pages.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { deliveredMail, deliveredMails, linkIn } from './support/mailbox.ts';
import { logIn } from './support/staff.ts';

const t = ro.priceAlerts;
const eur = (amount: number) => `${new Intl.NumberFormat('ro-RO').format(amount)} €`;

interface ListedCar {
  readonly sku: string;
  readonly product_name: string;
  readonly car_visibility_id: number;
  readonly initial_price: number;
  readonly reduced_price: number | null;
}

/** A used car in stock sold at its initial price: the second from the end (the last is car-media's). */
async function carToWatch(request: APIRequestContext): Promise<ListedCar> {
  const response = await request.get('/api/cars?categories_ids[]=2');
  expect(response.ok()).toBe(true);
  const cars = ((await response.json()) as ListedCar[])
    .filter((car) => car.car_visibility_id === 2 && car.reduced_price === null)
    .sort((a, b) => b.sku.localeCompare(a.sku));
  const car = cars[1];
  if (!car) throw new Error('the seed has too few used cars in stock at their initial price');
  return car;
}

test('favourite a car, ask for its price drops, confirm, and get exactly one e-mail when it drops', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const car = await carToWatch(request);
  const email = `alerta.pret.${Date.now()}@example.ro`;
  const name = car.product_name;

  await page.goto(`/masina/${car.sku}`);
  const favourite = page.locator('[data-car-picks]').getByRole('button', { name: 'Favorita' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favorite');
  await waitForHydration(page);
  const open = page.getByRole('button', { name: `${t.open}: ${name}` });
  await open.click();
  const form = page.getByRole('form', { name: `${t.open}: ${name}` });
  // A wrong address is refused next to its field, in Romanian, and nothing is sent.
  await form.getByLabel(new RegExp(`^${t.emailLabel}`)).fill('fara-arond');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.getByText(ro.validation.emailInvalid)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await form.getByLabel(new RegExp(`^${t.emailLabel}`)).fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.getByText(`Ti-am trimis un e-mail de confirmare la ${email}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const confirmation = await deliveredMail(request, email, `Confirma alerta de pret pentru ${name}`);
  await page.goto(linkIn(confirmation, '/alerta-pret/confirmare?token='));
  await expect(page.getByRole('heading', { name: t.confirmedTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(t.confirmed);
  expect(await violations(page)).toEqual([]);

  // An editor lowers the price in the back office.
  const lower = car.initial_price - 750;
  await logIn(page, 'editor@e2e.ro');
  await page.getByRole('menuitem', { name: 'Masini' }).click();
  await page.getByRole('textbox', { name: 'Cauta' }).fill(car.sku);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: car.sku, exact: true }).click();
  const price = page.getByRole('spinbutton', { name: 'Pret initial (EUR)' });
  await expect(price).toHaveValue(String(car.initial_price));
  await price.fill(String(lower));
  await page.getByRole('button', { name: 'Salveaza' }).click();
  await expect(page.getByText('Modificare salvata')).toBeVisible();

  const subject = `A scazut pretul: ${name}`;
  const alert = await deliveredMail(request, email, subject);
  // The text part wraps its lines: compared with its spaces collapsed.
  expect(alert.text.replace(/\s+/g, ' ')).toContain(`de la ${eur(car.initial_price)} la ${eur(lower)}`);
  expect(linkIn(alert, `/masina/${car.sku}`)).toMatch(new RegExp(`/masina/${car.sku}$`));
  const unsubscribe = linkIn(alert, '/alerta-pret/dezabonare?token=');
  const token = new URL(unsubscribe).searchParams.get('token');
  expect(alert.headers['list-unsubscribe']).toContain(`/api/price-alerts/unsubscribe?token=${token}`);
  // Exactly one: the notifier polls every 200 ms in this server; many passes go by.
  await page.waitForTimeout(3000);
  expect(await deliveredMails(request, email, subject)).toHaveLength(1);

  await page.goto(unsubscribe);
  await waitForHydration(page);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: t.unsubscribeButton }).click();
  await expect(page.getByRole('heading', { name: t.unsubscribedTitle })).toBeVisible();
});
