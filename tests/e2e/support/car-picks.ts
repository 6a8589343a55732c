/** Favourites and comparison from the car pages (issue 37), shared by the walks that need picks. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface ListedCar {
  readonly sku: string;
  readonly product_name: string;
  readonly car_visibility_id: number;
}

/** Three financed cars in stock with three different names (the page's buttons are named by them). */
export async function threeCars(request: APIRequestContext): Promise<ListedCar[]> {
  const response = await request.get('/api/cars?categories_ids[]=2&categories_ids[]=3');
  expect(response.ok()).toBe(true);
  const byName = new Map<string, ListedCar>();
  for (const car of (await response.json()) as ListedCar[])
    if (car.car_visibility_id === 2 && !byName.has(car.product_name)) byName.set(car.product_name, car);
  const cars = [...byName.values()].slice(3, 6);
  expect(cars).toHaveLength(3);
  return cars;
}

/** Saves the car as a favourite from its page and, with `compare`, adds it to the comparison. */
export async function saveFromCarPage(page: Page, sku: string, compare: boolean): Promise<void> {
  await page.goto(`/masina/${sku}`);
  const picks = page.locator('[data-car-picks]');
  await expect(picks).toBeVisible();
  const favourite = picks.getByRole('button', { name: 'Favorita' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(picks.getByRole('status')).toHaveText('Masina a fost salvata la favorite.');
  if (compare) await picks.getByRole('button', { name: 'Compara' }).click();
}
