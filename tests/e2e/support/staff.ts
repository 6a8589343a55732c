/** Logging in to the back office at /admin as a person does, with the e2e server's accounts. */
import { expect, type Page } from '@playwright/test';
import { E2E_STAFF_PASSWORD } from './staff-accounts.ts';

export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Parola', { exact: true }).fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Intra in cont' }).click();
  await expect(page.getByRole('heading', { name: 'Ce doriti sa editati azi?' })).toBeVisible();
}
