/**
 * A car's photos and duplicate in the back office (issue 34), in the real browser against the built
 * site: an editor uploads a photo, makes it the profile photo and sees it on the public car page
 * after the rebuild; duplicates a car, which stays hidden; the new screens pass axe.
 */
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { logIn } from './support/staff.ts';

const PHOTO = fileURLToPath(new URL('../../server/test/fixtures/photo-800x533.jpg', import.meta.url));

/** The last nearly-new car in stock: the other specs take subscription and used cars. */
async function carToEdit(page: Page): Promise<{ sku: string; product_name: string }> {
  const list = await page.request.get(
    '/api/admin/cars?category_id=3&car_visibility_id=2&sort=sku&order=DESC&per_page=1',
  );
  const [car] = (await list.json()) as { sku: string; product_name: string }[];
  if (!car) throw new Error('no nearly-new car in stock');
  return car;
}

async function openMediaTab(page: Page, sku: string) {
  await page.goto(`/admin/#/cars/${encodeURIComponent(sku)}`);
  // The car form is the back office's heaviest screen; two workers share the machine's cores.
  await expect(page.getByLabel('Nume produs')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Poze si documente' }).click();
  await expect(page.getByRole('list', { name: 'Pozele masinii, in ordinea de pe site' })).toBeVisible();
}

test('an editor uploads a photo, makes it the profile photo and sees it on the public car page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'editor@e2e.ro');
  const car = await carToEdit(page);
  await openMediaTab(page, car.sku);
  const photos = page
    .getByRole('list', { name: 'Pozele masinii, in ordinea de pe site' })
    .getByRole('listitem');
  const before = await photos.count();

  await page.getByLabel(/^Incarca o poza/).setInputFiles(PHOTO);
  await expect(
    page.getByRole('status').filter({ hasText: 'Poza a fost incarcata la sfarsitul galeriei.' }),
  ).toBeVisible();
  await expect(photos).toHaveCount(before + 1);
  const total = before + 1;
  await page.getByRole('button', { name: `Fa poza de profil: Poza ${total} din ${total}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Poza este acum poza de profil.' })).toBeVisible();
  await expect(photos.first().getByText('Poza de profil')).toBeVisible();
  expect(await violations(page), 'car photos').toEqual([]);

  const saved = (await (await page.request.get(`/api/admin/cars/${car.sku}`)).json()) as {
    profile_photo: string;
  };
  expect(saved.profile_photo).toMatch(new RegExp(`^cars/${car.sku}/foto-[0-9a-f]{12}\\.jpg$`));
  const publicPage = await page.context().newPage();
  await expect(async () => {
    await publicPage.goto(`/masina/${car.sku}`);
    const first = publicPage.locator('.gallery__slide img').first();
    await expect(first).toHaveAttribute('src', new RegExp(`${saved.profile_photo.replaceAll('.', '\\.')}$`), {
      timeout: 1000,
    });
  }).toPass({ timeout: 90_000, intervals: [2000] });
  // The browser really shows it: the stored JPEG, 800 pixels wide.
  const width = await publicPage
    .locator('.gallery__slide img')
    .first()
    .evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
  expect(width).toBe(800);
});

test('an editor refuses a wrong file with a Romanian message', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'editor@e2e.ro');
  const car = await carToEdit(page);
  await openMediaTab(page, car.sku);
  await page.getByLabel(/^Incarca o poza/).setInputFiles({
    name: 'poza.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7 not a photo'),
  });
  await expect(page.getByText(/Poza trebuie sa fie JPEG, PNG sau WebP/)).toBeVisible();
});

test('an editor duplicates a car under a new SKU; the copy stays hidden', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, 'editor@e2e.ro');
  const list = await page.request.get(
    '/api/admin/cars?category_id=2&car_visibility_id=2&sort=sku&order=DESC&per_page=1',
  );
  const [car] = (await list.json()) as { sku: string; product_name: string }[];
  if (!car) throw new Error('no used car in stock');
  await page.goto(`/admin/#/cars/${encodeURIComponent(car.sku)}`);
  await expect(page.getByLabel('Nume produs')).toHaveValue(car.product_name, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Duplica' }).click();
  const dialog = page.getByRole('dialog', { name: `Duplica masina ${car.sku}` });
  await dialog.getByLabel('Codul noii masini (SKU)').fill('e2e dup');
  await dialog.getByRole('button', { name: 'Creeaza copia' }).click();
  await expect(dialog.getByText('Codul trebuie scris cu majuscule, cifre si cratima')).toBeVisible();
  expect(await violations(page), 'duplicate dialog').toEqual([]);
  const sku = `E2E-DUP-${Date.now() % 100000}`;
  await dialog.getByLabel('Codul noii masini (SKU)').fill(sku);
  await dialog.getByRole('button', { name: 'Creeaza copia' }).click();
  await expect(page.getByText(`Copia ${sku} a fost creata si este ascunsa.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/cars/${sku}$`));
  await expect(page.getByLabel('Nume produs')).toHaveValue(car.product_name, { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Vizibilitate' })).toHaveText('Ascunsa');
  const copy = (await (await page.request.get(`/api/admin/cars/${sku}`)).json()) as {
    car_visibility_id: number;
  };
  expect(copy.car_visibility_id).toBe(1);
});

test('Contul meu shows the two-factor setup and passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'editor@e2e.ro');
  await page.getByRole('button', { name: 'Cont', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Contul meu' }).click();
  await expect(page.getByRole('heading', { name: 'Autentificare in doi pasi' })).toBeVisible();
  await expect(page.getByText('Autentificarea in doi pasi nu este activa.')).toBeVisible();
  await page.getByRole('button', { name: 'Configureaza autentificarea in doi pasi' }).click();
  await expect(page.getByLabel('Adresa otpauth')).toHaveValue(/^otpauth:\/\/totp\//);
  await expect(page.getByLabel('Cheia secreta')).toHaveValue(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await page.getByLabel('Codul de 6 cifre din aplicatie').fill('000000');
  await page.getByRole('button', { name: 'Activeaza' }).click();
  await expect(page.getByText('Codul de autentificare nu este corect.')).toBeVisible();
  expect(await violations(page), 'account').toEqual([]);
});
