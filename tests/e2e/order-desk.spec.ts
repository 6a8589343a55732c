/**
 * The operations desk's orders (issue 35) in the real browser: a credit officer finds a paid order
 * by the customer's e-mail, reads its timeline, adds an internal note and confirms the handover
 * date, and the customer's e-mail arrives with the order page showing the date; an unpaid
 * reservation is released after its time (the sandbox runs the release job on a clock moved past
 * the order's deadline) and the customer's e-mail leads back to a car that can be booked. The desk
 * screens pass axe (WCAG 2.1 AA).
 */
import { expect, test } from '@playwright/test';
import { CREDIT_TERMS, contactBody } from '../../server/routes/client-order/testing/order-bodies.ts';
import { addDays, todayIn } from '../../src/domain/dates.ts';
import { formatDate } from '../../src/domain/format.ts';
import { roBackOfficeOrders } from '../../src/i18n/ro/back-office-orders.ts';
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
import { deliveredMail, linkIn } from './support/mailbox.ts';
import { logIn } from './support/staff.ts';

const d = roBackOfficeOrders.orderDesk;

test('a credit officer finds an order by e-mail, notes it and confirms the handover date', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = unique('desk');
  // Slot 2, far from the end: no other spec pays for this car.
  const car = await orderableCar(request, [2, 3], 2, 4);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, email),
  );
  await openResolution(page, uuid);
  await payStep(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);

  await logIn(page, 'credit@e2e.ro');
  await page.getByRole('menuitem', { name: 'Comenzi' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await violations(page), 'Comenzi (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('cell', { name: email, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Comanda ${uuid}` })).toBeVisible();
  const timeline = page.getByRole('table', { name: d.timelineTitle });
  await expect(timeline.getByText(d.timeline.created)).toBeVisible();
  await expect(timeline.getByText(d.timeline.rating[1])).toBeVisible();
  await expect(timeline.getByText(d.timeline.paid, { exact: true })).toBeVisible();
  expect(await violations(page), 'the order page of the desk (WCAG 2.1 AA)').toEqual([]);

  const note = `Clientul vine cu un prieten ${Date.now() % 10000}`;
  await page.getByRole('textbox', { name: d.noteLabel }).fill(note);
  await page.getByRole('button', { name: d.noteSubmit }).click();
  await expect(timeline.getByText(note)).toBeVisible();
  await expect(timeline.getByText('Personal: credit@e2e.ro').first()).toBeVisible();

  const date = addDays(todayIn(), 10);
  await page.getByLabel(d.handoverDateLabel).fill(date);
  await page.getByRole('button', { name: d.handoverSubmit }).click();
  await expect(timeline.getByText(`Data predarii stabilita: ${formatDate(date)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: d.deliveredSubmit })).toBeVisible();

  const mail = await deliveredMail(request, email, 'Data predarii masinii');
  expect(mail.html).toContain(formatDate(date));
  await page.goto(linkIn(mail, '/comanda/'));
  await waitForHydration(page);
  const steps = page.getByRole('region', { name: ro.orderPage.timelineTitle });
  await expect(
    steps.getByRole('listitem').filter({ hasText: ro.orderPage.steps.handoverDate }),
  ).toContainText(ro.orderPage.states.done);
  await expect(page.getByText(`Predarea masinii este stabilita pe ${formatDate(date)}`)).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
});

test('an unpaid reservation is released after its time and its car can be booked again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = unique('released');
  const car = await orderableCar(request, [2, 3], 0, 4);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, email),
  );

  const run = await request.post(`/api/sandbox/orders/${uuid}/release-due`);
  expect(await run.json()).toEqual({ released: 1 });
  const mail = await deliveredMail(request, email, 'a expirat');
  expect(mail.html).toContain('48 de ore');

  await page.goto(linkIn(mail, '/comanda/'));
  await waitForHydration(page);
  await expect(page.getByText(ro.orderPage.steps.released)).toBeVisible();
  await expect(page.getByText(ro.orderPage.waitReleased)).toBeVisible();

  await page.goto(linkIn(mail, '/masina/'));
  // The financing panel hydrates when visible: bring it into view, then wait for it alone.
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island', 30_000);
  await page.getByRole('link', { name: ro.financing.reserveNow }).click();
  await expect(page).toHaveURL(/\/aprobare\/credit\/1$/);
  // A new request for the car is taken, as for any car in stock.
  const again = await request.post('/api/client-order', {
    data: contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, unique('again')),
  });
  expect(again.status()).toBe(201);

  await logIn(page, 'credit@e2e.ro');
  await page.getByRole('menuitem', { name: 'Comenzi' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('cell', { name: d.statuses.released })).toBeVisible();
});
