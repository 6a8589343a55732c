/**
 * After paying, every page says where the order stands (issue 31.5): the result page shows the
 * order code the e-mails and the withdrawal page refer to; the result page reached without a
 * payment id, the card page and the e-mail's "continue" link of a paid order show it paid; an
 * unpaid order's result page leads to the payment instead of waiting forever. The payment e-mail in
 * the local mailbox holds the order's terms and clickable links (issue 31.6).
 */
import { expect, test } from '@playwright/test';
import { CREDIT_TERMS, contactBody } from '../../server/routes/client-order/testing/order-bodies.ts';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import {
  approvedIndividual,
  CARDS,
  creditOrder,
  expectPaid,
  firstPlace,
  openResolution,
  orderableCar,
  payStep,
  payWithCard,
  unique,
} from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';
import { deliveredMail, linkIn } from './support/mailbox.ts';

const t = ro.checkout;

test('a paid order: its code on the result page, and every way back to it says it is paid', async ({
  page,
  request,
}) => {
  const email = unique('paid');
  // Slot 3, the car before the checkout spec's: nobody else pays for it.
  const car = await orderableCar(request, [2, 3], 3, 2);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, email),
  );
  await openResolution(page, uuid);
  await payStep(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
  await expect(page.getByText(`Codul comenzii: ${uuid}`)).toBeVisible();

  // The result page without the payment id (a bookmark, the e-mail's link): the paid state, not a wait.
  await page.goto(`/complete/${uuid}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible();
  await expect(page.getByText(`Codul comenzii: ${uuid}`)).toBeVisible();
  await expect(page.getByText(t.checkingPayment)).toHaveCount(0);

  // The card page of the paid order: already paid, with its code and the way to its result.
  await page.goto(`/plata/${uuid}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.alreadyPaidTitle })).toBeVisible();
  await expect(page.getByText(`Codul comenzii: ${uuid}`)).toBeVisible();
  await expect(page.getByText(t.paymentErrorTitle)).toHaveCount(0);
  expect(await violations(page), 'the paid order on the card page (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('link', { name: t.viewOrderResult }).click();
  await expect(page).toHaveURL(new RegExp(`/complete/${uuid}$`));

  // The order-received e-mail's "continue" link: the result page, not the approval's last step.
  await page.goto(`/aprobare/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/complete/${uuid}$`));
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible();

  // The payment e-mail in the local mailbox: the terms and a clickable link to the order.
  const outbox = (await (
    await request.get(`/api/sandbox/outbox?${new URLSearchParams({ to: email })}`)
  ).json()) as {
    subject: string;
    html: string;
  }[];
  const paid = outbox.find((mail) => mail.subject.startsWith('Plata confirmata'));
  expect(paid?.html).toContain(ro.summary.monthlyRate);

  // The same e-mail as delivered over SMTP links to the order's own page (issue 32): its timeline
  // shows the payment done with its date, the handover next, and the withdrawal action.
  const delivered = await deliveredMail(request, email, 'Plata confirmata');
  const orderPage = linkIn(delivered, '/comanda/');
  expect(orderPage).toMatch(/\/comanda\/[0-9a-f]{64}$/);
  await page.goto(orderPage);
  await expect(page.getByRole('heading', { level: 1, name: `Comanda ${uuid}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: ro.orderPage.timelineTitle });
  await expect(
    timeline.getByRole('listitem').filter({ hasText: ro.orderPage.paymentStep.credit }),
  ).toContainText(ro.orderPage.states.done);
  await expect(timeline.locator('[aria-current="step"]')).toContainText(ro.orderPage.steps.handoverDate);
  await expect(
    page.getByRole('main').getByRole('link', { name: ro.orderPage.withdrawalAction }),
  ).toHaveAttribute('href', `/retragere-din-contract?cod=${uuid}`);
  expect(await violations(page), 'the order page (WCAG 2.1 AA)').toEqual([]);

  // Another link shows nothing of the order and offers to re-send the links.
  await page.goto(`/comanda/${'0'.repeat(64)}`);
  await expect(page.getByRole('alert')).toHaveText(ro.orderPage.notFound);
  await expect(page.getByText(uuid)).toHaveCount(0);
  expect(await violations(page), 'the order page of an unknown link (WCAG 2.1 AA)').toEqual([]);
});

test('an approved order not paid yet: the result page without a payment id leads to the payment', async ({
  page,
  request,
}) => {
  const uuid = await creditOrder(request, unique('unpaid'), 3);
  await page.goto(`/complete/${uuid}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.unpaidTitle })).toBeVisible();
  await expect(page.getByText(t.checkingPayment)).toHaveCount(0);
  expect(await violations(page), 'the unpaid order on the result page (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('link', { name: t.goToPayment }).click();
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}$`));
  await expect(page.getByRole('heading', { name: t.headingReservation })).toBeVisible();
});
