/**
 * The newsletter's double opt-in in the browser (issue 32): a sign-up on the home page mails a
 * confirmation link over SMTP; the address is subscribed only after that link is opened; the
 * e-mail's unsubscribe link (and its List-Unsubscribe header) takes one click.
 */
import { expect, test } from '@playwright/test';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { deliveredMail, linkIn } from './support/mailbox.ts';

const t = ro.newsletter;

test('sign up, confirm from the e-mail, then unsubscribe with one click', async ({ page, request }) => {
  const email = `newsletter.${Date.now()}@example.ro`;
  await page.goto('/');
  const newsletter = page.getByRole('region', { name: ro.content.newsletterTitle });
  await newsletter.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await newsletter.getByLabel(/^Email/).fill(email);
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: ro.content.newsletterSubmit }).click();
  await expect(page.getByRole('dialog', { name: t.signUpSentTitle })).toContainText(t.signUpSent);

  const mail = await deliveredMail(request, email, t.confirmSubject);
  const confirm = linkIn(mail, '/newsletter/confirmare?token=');
  const unsubscribe = linkIn(mail, '/newsletter/dezabonare?token=');
  const token = new URL(confirm).searchParams.get('token');
  expect(mail.headers['list-unsubscribe']).toContain(`/api/subscribers/unsubscribe?token=${token}`);
  expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click');
  expect(mail.text).toContain(confirm);

  await page.goto(confirm);
  await expect(page.getByRole('heading', { name: t.confirmedTitle })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(t.confirmed);
  expect(await violations(page)).toEqual([]);

  await page.goto(unsubscribe);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.unsubscribePageTitle })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: t.unsubscribeButton }).click();
  await expect(page.getByRole('heading', { name: t.unsubscribedTitle })).toBeVisible();

  // The confirmation link no longer subscribes the address once it has unsubscribed.
  await page.goto(confirm);
  await expect(page.getByRole('alert')).toHaveText(t.linkInvalid);
});

test('a link without a valid token says so without asking the server', async ({ page }) => {
  await page.goto('/newsletter/dezabonare?token=abc');
  await expect(page.getByRole('alert')).toHaveText(t.linkInvalid);
  await expect(page.getByRole('button', { name: t.unsubscribeButton })).toHaveCount(0);
});
