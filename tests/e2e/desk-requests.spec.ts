/**
 * The operations desk's customer requests (issue 35) on the real build and server: a refused
 * applicant asks for a human review, a credit officer approves it in the back office, and the
 * applicant's e-mail and order page show the outcome; a refund request is approved in the desk and
 * its e-mail delivered. axe checks the desk's screens.
 */
import { expect, test } from '@playwright/test';
import { onePagePdf } from '../../server/routes/refunds/pdf.fixture.ts';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { deliveredMail, linkIn } from './support/mailbox.ts';
import {
  carInStock,
  field,
  fillContactStep,
  fillIndividualSteps,
  reserveFinancing,
} from './support/order-flow.ts';
import { logIn } from './support/staff.ts';

test('a refused applicant asks for review, a credit officer approves it, the e-mail and order page say so', async ({
  page,
  request,
}) => {
  // A whole wizard walk, the desk and a delivered e-mail on a loaded 2-core machine.
  test.setTimeout(300_000);
  const email = `reevaluare.${Date.now() % 1_000_000}@example.ro`;
  const car = await carInStock(request, [2, 3], 5);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  await fillContactStep(page, undefined, email);
  await fillIndividualSteps(page, 'credit', 1_000);
  await expect(page.getByRole('heading', { name: 'Ne pare rau!' })).toBeVisible();
  await field(page, 'Punctul dumneavoastra de vedere (optional)').fill(
    'Am si venituri din chirii, cu contract.',
  );
  await page.getByRole('button', { name: 'Solicita evaluare umana' }).click();
  await expect(page.getByText(/^Am inregistrat cererea de evaluare umana/)).toBeVisible();

  await logIn(page, 'credit@e2e.ro');
  // The credit officer sees the desk, not the content.
  await expect(page.getByRole('menuitem', { name: 'Masini' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Cereri de evaluare' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  expect(await violations(page), 'the reviews list (WCAG 2.1 AA)').toEqual([]);
  await row.click();
  await expect(page.getByText('Am si venituri din chirii, cu contract.')).toBeVisible();
  await expect(page.getByText(/^Motivul: gradul de indatorare/)).toBeVisible();

  // A refusal that stands needs a reason: the server's message shows at the field.
  await page.getByRole('radio', { name: 'Mentin refuzul' }).check();
  await page.getByRole('button', { name: 'Trimite decizia' }).click();
  await expect(page.getByText('Scrieti motivul deciziei; clientul il primeste pe e-mail')).toBeVisible();
  expect(await violations(page), 'the review with a field error (WCAG 2.1 AA)').toEqual([]);

  await page.getByRole('radio', { name: /^Aprob cererea/ }).check();
  await page
    .getByRole('textbox', { name: 'Motivul trimis clientului' })
    .fill('Veniturile din chirii sunt dovedite.');
  await page.getByRole('button', { name: 'Trimite decizia' }).click();
  await expect(page.getByText(/^Decisa de credit@e2e\.ro pe \d\d\.\d\d\.\d{4}: Aprobata\./)).toBeVisible();

  const mail = await deliveredMail(request, email, 'reevaluare');
  expect(mail.html).toContain('a aprobat cererea');
  expect(mail.html).toContain('Motivul: Veniturile din chirii sunt dovedite.');
  await page.goto(linkIn(mail, '/comanda/'));
  const answer = page.getByRole('region', { name: ro.orderPage.reviewTitle });
  await expect(answer).toContainText('a aprobat-o');
  await expect(answer).toContainText('Motivul: Veniturile din chirii sunt dovedite.');
  await expect(page.getByRole('main').getByRole('link', { name: ro.orderPage.nextButton.pay })).toBeVisible();
  expect(await violations(page), 'the order page with the review answer (WCAG 2.1 AA)').toEqual([]);
});

test('a refund request is approved in the desk and the requester gets the e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `ramburs.${Date.now() % 1_000_000}@example.ro`;
  const paidOn = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post('/api/refunds', {
    headers: { 'Idempotency-Key': `desk-refund-${Date.now()}` },
    multipart: {
      payer_name: 'Ion Desk',
      payment_value: '1100,50',
      payment_date: paidOn,
      financial_product: 'credit_auto',
      account: 'RO49AAAA1B31007593840000',
      email,
      terms: 'on',
      terms_gdpr: 'on',
      file: { name: 'extras.pdf', mimeType: 'application/pdf', buffer: Buffer.from(onePagePdf()) },
    },
  });
  expect(sent.status()).toBe(201);

  await logIn(page, 'credit@e2e.ro');
  await page.getByRole('menuitem', { name: 'Rambursari' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Ion Desk' }).first();
  await expect(row).toBeVisible();
  expect(await violations(page), 'the refunds list (WCAG 2.1 AA)').toEqual([]);
  await row.click();
  await expect(page.getByText('IBAN valid (cifrele de control se verifica)')).toBeVisible();
  // The statement opens in the browser, for staff only.
  const statement = page.getByRole('link', { name: 'Deschide extrasul de cont (PDF)' });
  const href = (await statement.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="extras\.pdf"/);
  const anonymous = await request.get(href);
  expect(anonymous.status()).toBe(401);

  await page.getByRole('radio', { name: 'Aprob rambursarea' }).check();
  await page.getByRole('textbox', { name: 'Suma platita (lei)' }).fill('1100,50');
  expect(await violations(page), 'the refund decision (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('button', { name: 'Trimite decizia' }).click();
  await expect(page.getByText('Decizia a fost inregistrata.')).toBeVisible();

  const mail = await deliveredMail(request, email, 'Rambursarea a fost aprobata');
  expect(mail.html).toContain('Am platit 1.100,50 RON in contul RO49AAAA1B31007593840000');
});

test('the leads and the viewing calendar pass axe, and a lead is marked handled with a note', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Desk Contact ${Date.now() % 1_000_000}`;
  const sent = await request.post('/api/contact-form', {
    headers: { 'Idempotency-Key': `desk-contact-${Date.now()}` },
    data: { name, email: 'contact.desk@example.ro', message: 'Ma puteti suna?', data_protection: true },
  });
  expect(sent.status()).toBeLessThan(300);
  await logIn(page, 'credit@e2e.ro');
  await page.getByRole('menuitem', { name: 'Mesaje de contact' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  expect(await violations(page), 'the contact messages (WCAG 2.1 AA)').toEqual([]);
  await row.getByRole('button', { name: `Marcheaza rezolvata: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Marcheaza solicitarea rezolvata: ${name}` });
  await dialog.getByRole('textbox', { name: 'Nota pentru colegi (optional)' }).fill('Sunat, revine luni.');
  expect(await violations(page), 'the handle dialog (WCAG 2.1 AA)').toEqual([]);
  await dialog.getByRole('button', { name: 'Salveaza' }).click();
  await expect(row).toContainText('Sunat, revine luni.');
  await expect(row).toContainText('Rezolvata');

  await page.getByRole('menuitem', { name: 'Calendar vizionari' }).click();
  await expect(page.getByRole('heading', { name: 'Vizionari in urmatoarele 14 zile' })).toBeVisible();
  expect(await violations(page), 'the viewing calendar (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('menuitem', { name: 'Retrageri' }).click();
  // The table, or "Nu exista ..." when no withdrawal was sent in this run.
  await expect(
    page.getByRole('columnheader', { name: 'Stare' }).or(page.getByText(/^Nu exista /)),
  ).toBeVisible();
  expect(await violations(page), 'the withdrawals list (WCAG 2.1 AA)').toEqual([]);
});
