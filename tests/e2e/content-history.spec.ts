/**
 * Drafts and history of the back office (issue 34) in the real browser against the built site: an
 * editor edits a FAQ answer and sees the sanitized preview, saves, restores the earlier version from
 * the history and the public FAQ page shows it after the rebuild; FAQ rows reorder by dragging and
 * by keyboard. The history screen passes axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { logIn } from './support/staff.ts';

interface FaqCategory {
  name: string;
  faqs: { question: string; answer: string }[];
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Both tests save the whole FAQ: one after the other, or one would overwrite the other's edit.
// A retry on a loaded machine, where the browser can lose a kept-alive connection mid-request.
test.describe.configure({ mode: 'serial', retries: 1 });

async function firstCategory(page: Page) {
  const categories = (await (await page.request.get('/api/faqs')).json()) as FaqCategory[];
  const [category] = categories;
  if (!category || category.faqs.length < 2)
    throw new Error('the seed has no FAQ category with two questions');
  return category;
}

/** The public FAQ page, reloaded until `check` passes (the rebuild takes a few seconds). */
async function onPublicFaq(page: Page, check: (faq: Page) => Promise<void>) {
  const faq = await page.context().newPage();
  await expect(async () => {
    await faq.goto('/faq');
    await check(faq);
  }).toPass({ timeout: 90_000, intervals: [2000] });
  await faq.close();
}

/** The FAQ screen draws a rich-text editor per answer: minutes on a loaded 2-core machine. */
async function openFaqs(page: Page) {
  await page.getByRole('menuitem', { name: 'Intrebari frecvente' }).click();
  await expect(page.getByRole('textbox', { name: 'Intrebare' }).first()).toBeVisible({ timeout: 180_000 });
}

test('an editor edits a FAQ answer with a sanitized preview, then restores the earlier version', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const { faqs } = await firstCategory(page);
  const [original] = faqs;
  if (!original) throw new Error('no FAQ');
  const edited = `Raspuns editat e2e ${Date.now() % 100000}`;

  await logIn(page, 'editor@e2e.ro');
  await openFaqs(page);
  await page.getByLabel('Editeaza codul HTML: Raspuns').first().check();
  const source = page.getByRole('textbox', { name: 'Raspuns (cod HTML)' }).first();
  await source.fill(`<p>${edited}</p><script>window.injected = 1</script>`);
  const preview = page.getByRole('region', { name: 'Previzualizare (asa va fi publicat): Raspuns' }).first();
  await expect(preview).toContainText(edited);
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await preview.innerHTML()).not.toContain('injected');

  await page.getByRole('button', { name: 'Salveaza' }).click();
  await expect(page.getByText('Modificare salvata').first()).toBeVisible({ timeout: 30_000 });
  const [saved] = (await firstCategory(page)).faqs;
  expect(saved?.answer).toBe(`<p>${edited}</p>`);

  const history = page.getByRole('region', { name: 'Istoric modificari' });
  await expect(history.getByRole('row').nth(1)).toContainText('editor@e2e.ro', { timeout: 30_000 });
  await expect(history.getByRole('row').nth(1)).toContainText('Intrebari #1 › Raspuns');
  expect(await violations(page), 'faqs with history').toEqual([]);
  await onPublicFaq(page, async (faq) => {
    await expect(faq.getByText(edited).first()).toBeVisible({ timeout: 1000 });
  });

  // The first restore button is the version before the newest: the answer as it was.
  await history
    .getByRole('button', { name: /^Restaureaza versiunea \d+$/ })
    .first()
    .click();
  await expect(page.getByText(/Versiunea \d+ a fost restaurata/)).toBeVisible({ timeout: 30_000 });
  await expect(history.getByRole('row').nth(1)).toContainText(/restaurata din versiunea \d+/, {
    timeout: 30_000,
  });
  const [restored] = (await firstCategory(page)).faqs;
  expect(restored?.answer).toBe(original.answer);
  const snippet = plain(original.answer).slice(0, 40);
  await onPublicFaq(page, async (faq) => {
    await expect(faq.getByText(snippet).first()).toBeVisible({ timeout: 1000 });
    await expect(faq.getByText(edited)).toHaveCount(0);
  });
});

test('an editor reorders two FAQ entries by dragging, and back with the keyboard', async ({ page }) => {
  test.setTimeout(480_000);
  const { faqs } = await firstCategory(page);
  const [first, second] = faqs;
  if (!first || !second) throw new Error('no two FAQs');

  await logIn(page, 'editor@e2e.ro');
  await openFaqs(page);
  const category = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: 'Categorie' }) })
    .first();
  await category
    .getByRole('img', { name: 'Trage pentru a muta (1)' })
    .first()
    .dragTo(category.getByRole('img', { name: 'Trage pentru a muta (2)' }).first());
  await expect(category.getByRole('textbox', { name: 'Intrebare' }).first()).toHaveValue(second.question);
  await page.getByRole('button', { name: 'Salveaza' }).click();
  await expect(page.getByText('Modificare salvata').first()).toBeVisible({ timeout: 30_000 });
  expect((await firstCategory(page)).faqs.map((faq) => faq.question).slice(0, 2)).toEqual([
    second.question,
    first.question,
  ]);
  await onPublicFaq(page, async (faq) => {
    const questions = await faq.getByRole('heading', { level: 3 }).allInnerTexts();
    const at = (question: string) => questions.findIndex((text) => text.includes(question));
    expect(at(second.question)).toBeGreaterThanOrEqual(0);
    expect(at(second.question)).toBeLessThan(at(first.question));
  });

  // Back with the keyboard: the moved row's "Muta mai jos" button, pressed with Enter.
  const moveDown = category.getByRole('button', { name: 'Muta mai jos' }).first();
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect(category.getByRole('textbox', { name: 'Intrebare' }).first()).toHaveValue(first.question);
  await page.getByRole('button', { name: 'Salveaza' }).click();
  await expect(page.getByText('Modificare salvata').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await firstCategory(page)).faqs.map((faq) => faq.question).slice(0, 2))
    .toEqual([first.question, second.question]);
});
