/**
 * The withdrawal function (issue 15, item 5) on the real build and server: an individual's credit
 * is paid by card, the result page states the 14-day right with its last day and links to
 * "Retrage-te din contract" with the order code filled in; the e-mail, then "Confirma retragerea",
 * then the acknowledgement on screen and by e-mail with the date and time. A second withdrawal,
 * started from the footer, answers with the first date. axe on the result page with the notice and
 * on each step of the new page.
 */
import { expect, test } from '@playwright/test';
import { CREDIT_TERMS, contactBody } from '../../server/routes/client-order/testing/order-bodies.ts';
import { withdrawalWindow } from '../../src/domain/credit/withdrawal-window.ts';
import { formatDate } from '../../src/domain/format.ts';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import {
  approvedIndividual,
  CARDS,
  expectPaid,
  firstPlace,
  openResolution,
  orderableCar,
  payStep,
  payWithCard,
  unique,
} from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';

const w = ro.withdrawal;

// A payment reserves its car and rebuilds the site in the background: the machine is busy meanwhile.
test.describe.configure({ timeout: 180_000 });

interface Mail {
  subject: string;
  html: string;
}

test('a withdrawal is confirmed: result page → form → Confirma retragerea → acknowledgement and e-mail', async ({
  page,
  request,
}) => {
  const email = unique('retragere');
  // The slot's car before the checkout spec's own (it pays for the last one).
  const car = await orderableCar(request, [2, 3], 0, 2);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, email),
  );
  await openResolution(page, uuid);
  await payStep(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);

  const notice = page.getByRole('region', { name: w.noticeTitle });
  // Paid just now: the last day is 14 days (and any weekend or holiday) after today in Bucharest.
  await expect(notice).toContainText(`pana pe ${formatDate(withdrawalWindow(new Date()).lastDay)} inclusiv`);
  expect(await violations(page), 'the result page with the withdrawal notice (WCAG 2.1 AA)').toEqual([]);
  await notice.getByRole('link', { name: w.linkLabel }).click();

  await expect(page).toHaveURL(`/retragere-din-contract?cod=${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: w.pageTitle })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: new RegExp(w.orderCodeLabel) })).toHaveValue(uuid);
  expect(await violations(page), 'the withdrawal form (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('textbox', { name: new RegExp(w.emailLabel) }).fill(email);
  await page.getByRole('button', { name: w.check }).click();

  await expect(page.getByRole('heading', { name: w.confirmTitle })).toBeFocused();
  await expect(page.getByText(car.product_name, { exact: false })).toBeVisible();
  expect(await violations(page), 'the confirmation step (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('button', { name: w.confirm }).click();

  await expect(page.getByRole('heading', { name: w.doneTitle })).toBeFocused();
  const acknowledgement = page.getByRole('status').filter({ hasText: uuid });
  await expect(acknowledgement).toContainText(/pe \d{2}\.\d{2}\.\d{4}, la ora \d{2}:\d{2} \(ora Romaniei\)/);
  expect(await violations(page), 'the acknowledgement (WCAG 2.1 AA)').toEqual([]);
  const shown = /pe (\d{2}\.\d{2}\.\d{4}, la ora \d{2}:\d{2})/.exec(
    (await acknowledgement.textContent()) ?? '',
  )?.[1];

  const outbox = (await (
    await request.get(`/api/sandbox/outbox?${new URLSearchParams({ to: email })}`)
  ).json()) as Mail[];
  const mail = outbox.find((item) => item.subject === `Confirmarea retragerii din contract, comanda ${uuid}`);
  expect(mail?.html).toContain(`pe ${shown} (ora Romaniei)`);

  // Again, from the footer of any page: the first withdrawal's date, nothing new stored or sent.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: w.linkLabel }).click();
  await expect(page).toHaveURL('/retragere-din-contract');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: new RegExp(w.orderCodeLabel) }).fill(uuid);
  await page.getByRole('textbox', { name: new RegExp(w.emailLabel) }).fill(email);
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByRole('heading', { name: w.alreadyTitle })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: uuid })).toContainText(`pe ${shown}`);
});

test('an unknown order or a wrong e-mail is refused with one message, next to nothing personal', async ({
  page,
}) => {
  await page.goto('/retragere-din-contract');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: new RegExp(w.orderCodeLabel) }).fill(crypto.randomUUID());
  await page.getByRole('textbox', { name: new RegExp(w.emailLabel) }).fill('nimeni@example.ro');
  await page.getByRole('button', { name: w.check }).click();
  await expect(page.getByRole('alert')).toHaveText(w.notFound);
  expect(await violations(page), 'the refusal (WCAG 2.1 AA)').toEqual([]);
});
