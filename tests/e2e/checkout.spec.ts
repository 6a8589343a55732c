/**
 * Checkout on the real build and server (issue 5, site part 2): /rezolutie → /plata (the sandbox
 * card widget in its own frame) → /complete. The approval steps before /rezolutie are driven
 * through the order API (the same calls the wizard makes), so these tests start at the checkout.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  COMPANY_LEASING,
  CREDIT_TERMS,
  contactBody,
} from '../../server/routes/client-order/testing/order-bodies.ts';
import { pickupWindow } from '../../src/domain/catalog/pickup-date.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import {
  answered,
  approvedIndividual,
  CARDS,
  createOrder,
  creditOrder,
  expectPaid,
  firstPlace,
  getOrder,
  type ListedCar,
  mails,
  openResolution,
  orderableCar,
  payStep,
  payWithCard,
  put,
  unique,
} from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';

const t = ro.checkout;
const s = ro.sandbox;
const BUSINESS_INBOX = 'comenzi@autoabonament.ro';

/** A subscription approved and consented: dochub_url is where identification starts. */
async function subscriptionOrder(
  request: APIRequestContext,
  email: string,
  slot: number,
): Promise<{ uuid: string; dochub: string }> {
  const car = await orderableCar(request, [1], slot);
  const place = await firstPlace(request);
  const terms = {
    person: 1,
    credit_type: 'carSubscription',
    months: 12,
    monthly_km_included: 1000,
    data_preluare: pickupWindow(car.availability_date, todayIn()).earliest,
  };
  const uuid = await approvedIndividual(request, contactBody(car.sku, place, terms, email));
  const consented = await put(request, uuid, { data_protection: true });
  expect(typeof consented.dochub_url).toBe('string');
  return { uuid, dochub: consented.dochub_url as string };
}

test('individual credit: free pickup, successful card, success page, shop storage cleared', async ({
  page,
  request,
}) => {
  const uuid = await creditOrder(request, unique('credit'), 0);
  await page.goto('/');
  await page.evaluate((code) => {
    localStorage.setItem('precheckUUID', code);
    localStorage.setItem('carSKU', 'B-101');
    localStorage.setItem('financingParams', '{"type":"credit"}');
  }, uuid);
  await openResolution(page, uuid);
  await expect(page.getByRole('heading', { name: t.headingReservation })).toBeVisible();
  await expect(page.getByRole('radio', { name: t.pickupFree })).toBeChecked();
  await expect(page.getByText(/se scade din avans/)).toBeVisible();
  expect(await violations(page), 'the resolution page (WCAG 2.1 AA)').toEqual([]);
  await payStep(page);
  expect(await violations(page), 'the payment page (WCAG 2.1 AA)').toEqual([]);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
  expect(await violations(page), 'the success page (WCAG 2.1 AA)').toEqual([]);
  const stored = await page.evaluate(() =>
    ['precheckUUID', 'carSKU', 'financingParams', 'paymentToken'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null, null]);
  expect(await getOrder(request, uuid)).toMatchObject({ paid: 1, delivery_type: null });
});

test('company SRL leasing: outcome 2, guarantor, home delivery with its transport cost, 3-D Secure card', async ({
  page,
  request,
}) => {
  const car = await orderableCar(request, [2, 3], 1);
  const place = await firstPlace(request);
  const uuid = await createOrder(request, contactBody(car.sku, place, COMPANY_LEASING, unique('srl')));
  expect(await answered(request, uuid, 'check1_result')).toMatchObject({ check1_result: 1 });
  await put(request, uuid, {
    specialitate_liceu: 1,
    specialitate_superioare: 1,
    fluctuatie_personal: 1,
    numar_furnizori: 3,
    experienta_domeniu: 1,
    numar_clienti: 3,
    certificare_iso: 2,
  });
  expect(await answered(request, uuid, 'check2_result')).toMatchObject({ check2_result: 2, rating: 2 });
  await put(request, uuid, {
    fidejusor_nume: 'Garant SA',
    fidejusor_cui: '12345674',
    fidejusor_nr_recom: 'J40/1/2000',
    fidejusor: 1,
  });
  // The guarantor re-runs the decision as a job too.
  await expect.poll(async () => (await getOrder(request, uuid)).rating, { timeout: 20_000 }).toBe(1);

  await openResolution(page, uuid);
  await expect(page.getByText(t.vatExcludedCascoIncluded)).toBeVisible();
  await page.getByRole('radio', { name: t.homeDelivery }).check();
  await page.getByLabel(new RegExp(`^${t.countyLabel}`)).selectOption({ label: place.county });
  const locality = page.getByLabel(new RegExp(`^${t.localityLabel}`));
  await expect(locality.getByRole('option', { name: place.localitate, exact: true })).toBeAttached();
  await locality.selectOption({ label: place.localitate });
  await page.getByLabel(new RegExp(`^${t.addressLabel}`)).fill('Str. Fabricii 12');
  await page.getByLabel(new RegExp(`^${t.phoneLabel}`)).fill('+40712345678');
  const cost = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    place.price,
  );
  // A company sees the county price without VAT.
  await expect(page.getByText(`Cost transport: ${cost} €`, { exact: true })).toBeVisible();
  await payStep(page);
  expect(await getOrder(request, uuid)).toMatchObject({ delivery_type: 2, taxa_livrare: place.price });

  await payWithCard(page, CARDS.challenge);
  const frame = page.frameLocator(`iframe[title="${s.cardFrameTitle}"]`);
  await frame.getByRole('button', { name: s.challengeApprove }).click();
  await expectPaid(page, uuid);
});

test('subscription: identification and signing in the sandbox, then the guarantee fee is paid', async ({
  page,
  request,
}) => {
  const { uuid, dochub } = await subscriptionOrder(request, unique('sub'), 0);
  await page.goto(dochub);
  await page.getByLabel(s.consentCheckbox).check();
  await page.getByRole('button', { name: s.startIdentification }).click();
  await page.getByRole('button', { name: s.videoSuccess }).click();
  await page.getByRole('button', { name: s.signSuccess }).click();
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.headingGuarantee })).toBeVisible();
  await expect(page.getByText(/se returneaza integral/)).toBeVisible();
  await payStep(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
});

test('identification failure (error3): the text, and exactly one contact request', async ({
  page,
  request,
}) => {
  const { uuid, dochub } = await subscriptionOrder(request, unique('idfail'), 1);
  await page.goto(dochub);
  await page.getByLabel(s.consentCheckbox).check();
  await page.getByRole('button', { name: s.startIdentification }).click();
  await page.getByRole('button', { name: s.videoFail }).click();
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}\\?status=error3`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: t.error3 })).toBeVisible();
  const before = await mails(request, BUSINESS_INBOX, uuid);
  const button = page.getByRole('button', { name: t.requestContact });
  await button.dblclick();
  await expect(page.getByText(ro.common.success)).toBeVisible();
  await expect(button).toHaveCount(0);
  await expect.poll(() => mails(request, BUSINESS_INBOX, uuid)).toBe(before + 1);
});

test('declined card: Plata nereusita!, then Plateste cu alt card succeeds with one charge', async ({
  page,
  request,
}) => {
  const email = unique('declined');
  const uuid = await creditOrder(request, email, 2);
  await openResolution(page, uuid);
  await payStep(page);
  await payWithCard(page, CARDS.decline);
  await expect(page).toHaveURL(new RegExp(`/complete/${uuid}\\?id=`));
  await expect(page.getByRole('heading', { name: t.paymentFailedTitle })).toBeVisible({ timeout: 15_000 });
  expect(await getOrder(request, uuid)).toMatchObject({ paid: 0 });

  await page.getByRole('link', { name: t.otherCard }).click();
  await expect(page).toHaveURL(new RegExp(`/plata/${uuid}$`));
  await waitForHydration(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
  expect(await getOrder(request, uuid)).toMatchObject({ paid: 1 });
  // One payment confirmation e-mail is sent per successful charge, so one mail means one charge.
  await expect
    .poll(() => mails(request, email, ro.orderServer.mailPaymentSubject.split(' {')[0] ?? ''))
    .toBe(1);
  // A paid order cannot open a new checkout: a reload of /plata says it is paid, not an error.
  await page.goto(`/plata/${uuid}`);
  await expect(page.getByRole('heading', { name: t.alreadyPaidTitle })).toBeVisible();
  await expect(page.getByText(t.paymentErrorTitle)).toHaveCount(0);
});

test('one car, two shoppers: the first payment reserves it, the second is refused at the payment step', async ({
  page,
  request,
}) => {
  // Two orders, a payment and four pages: more steps than the other walks.
  test.slow();
  const car = await orderableCar(request, [2, 3], 3);
  const place = await firstPlace(request);
  const first = await approvedIndividual(request, contactBody(car.sku, place, CREDIT_TERMS, unique('first')));
  const second = await approvedIndividual(
    request,
    contactBody(car.sku, place, CREDIT_TERMS, unique('second')),
  );
  await openResolution(page, first);
  await payStep(page);
  const frame = page.frameLocator(`iframe[title="${s.cardFrameTitle}"]`);
  await frame.getByLabel(s.cardNumber).fill(CARDS.success);
  // Typed as people type it: the form inserts the slash.
  await frame.getByLabel(s.cardExpiry).pressSequentially('1239');
  await expect(frame.getByLabel(s.cardExpiry)).toHaveValue('12/39');
  await frame.getByLabel(s.cardCvc).fill('123');
  await frame.getByRole('button', { name: /^Plateste/ }).click();
  await expectPaid(page, first);

  // The page was built with the car in stock: the live status and the offer button catch up.
  await page.goto(`/masina/${car.sku}`);
  await expect(page.getByText(ro.catalog.alreadyReserved)).toBeVisible({ timeout: 15_000 });
  // The offer panel hydrates once in view.
  await page.locator('#oferta').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: ro.financing.stockAlert })).toBeVisible({ timeout: 15_000 });
  const listed = (await (await request.get('/api/cars?categories_ids=2,3')).json()) as ListedCar[];
  expect(listed.find((item) => item.sku === car.sku)).toMatchObject({ car_visibility_id: 4 });

  await page.goto(`/plata/${second}`);
  await expect(page.getByRole('heading', { name: t.carReservedTitle })).toBeVisible();
  await expect(page.getByText(t.carReservedText)).toBeVisible();
  await expect(page.getByRole('link', { name: t.otherCars })).toHaveAttribute('href', '/masini');
  expect(await getOrder(request, second)).toMatchObject({ paid: 0 });

  // A payment id the provider does not know: the failure with the way back, not "Verificam plata..." forever.
  await page.goto(`/complete/${second}?id=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: t.paymentFailedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: t.otherCard })).toHaveAttribute('href', `/plata/${second}`);
});
