/**
 * "Trimite-mi oferta" (issue 37) on the real build and server: the panel's terms sent to an e-mail
 * address, the e-mail delivered over SMTP with the offer's PDF and a link, and that link opened in
 * another browser showing the same terms and figures with the validity date, from which the order
 * starts with those terms.
 */
import { expect, test } from '@playwright/test';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { deliveredMail, linkIn } from './support/mailbox.ts';
import { monthly, openPanel } from './support/offer-panel.ts';
import { carInStock } from './support/order-flow.ts';

const t = ro.quoteOffer;
const unique = () => `oferta.${Date.now()}${Math.floor(Math.random() * 1000)}@example.ro`;

test('send the offer by e-mail: the PDF and the link arrive, the link reopens the same figures until the stated date', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const car = await carInStock(request, [2, 3], 1);
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Calculeaza finantarea');
  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  const duration = panel.getByRole('slider', { name: 'Perioada' });
  await duration.focus();
  await duration.press('ArrowLeft');
  await expect(duration).toHaveValue('48');
  const figure = (await monthly(panel).textContent()) ?? '';
  expect(figure).toMatch(/\d/);

  await panel.getByRole('link', { name: ro.quoteOfferPanel.sendOffer }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The form's own checks first, in Romanian next to the fields.
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog.getByText(ro.validation.emailRequired)).toBeVisible();
  const email = unique();
  await dialog.getByLabel(new RegExp(`^${t.emailLabel}`)).fill(email);
  await dialog.getByRole('checkbox').check();
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/saved-quotes'));
  await dialog.getByRole('button', { name: t.submit }).click();
  expect((await stored).status()).toBe(201);
  const sent = dialog.getByText(
    /Ti-am trimis oferta\. Este valabila pana la \d{2}\.\d{2}\.\d{4}, ora \d{2}:\d{2}\./,
  );
  await expect(sent).toBeVisible();
  const stated = ((await sent.textContent()) ?? '').match(/(\d{2}\.\d{2}\.\d{4}), ora (\d{2}:\d{2})/);
  const validUntil = `${stated?.[1]}, ora ${stated?.[2]}`;

  const mail = await deliveredMail(request, email, 'Oferta ta pentru');
  expect(mail.attachments).toEqual([expect.stringMatching(/\.pdf$/)]);
  expect(mail.text).toContain(`valabila pana la ${validUntil}`);
  const link = linkIn(mail, `/masina/${car.sku}?oferta=`);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const reopened = await openPanel(other, link, 'Calculeaza finantarea');
    await expect(reopened.getByRole('status').filter({ hasText: t.openedValid.slice(0, 20) })).toContainText(
      `valabila pana la ${validUntil}`,
    );
    await expect(reopened.getByRole('radio', { name: 'Leasing Financiar' })).toBeChecked();
    await expect(reopened.getByRole('slider', { name: 'Perioada' })).toHaveValue('48');
    await expect(monthly(reopened)).toHaveText(figure);
    expect(await violations(other)).toEqual([]);
    // The order starts with those terms.
    await reopened.getByRole('link', { name: ro.financing.reserveNow }).click();
    await expect(other).toHaveURL(/\/aprobare\/leasing\//);
  } finally {
    await elsewhere.close();
  }
});
