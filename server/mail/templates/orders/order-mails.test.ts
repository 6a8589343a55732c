import { roLegal } from '../../../../src/i18n/ro.ts';
import { individualOrder } from '../../../orders/order.fixture.ts';
import {
  contactRequestMail,
  orderReceivedMail,
  type PaidOrderDetails,
  paymentConfirmationMail,
} from './order-mails.ts';

const order = individualOrder({
  contact: { ...individualOrder().contact, prenume: '<b>Ana</b>', email: 'ana@example.ro' },
});
const ctx = { order, productName: 'Dacia Logan & Co' };
/** Wednesday 25 November 2026, 12:00 in Bucharest: the withdrawal period ends on 9 December. */
const PAID_AT = new Date('2026-11-25T10:00:00Z');
const NO_DETAILS: PaidOrderDetails = { terms: [], deliveryAddress: null, contract: null };

describe('order e-mails', () => {
  it.each([
    ['order received', orderReceivedMail(ctx, 'https://shop.ro'), 'ana@example.ro'],
    ['contact request', contactRequestMail(ctx, 'comenzi@shop.ro'), 'comenzi@shop.ro'],
    [
      'payment',
      paymentConfirmationMail(ctx, { eur: 220, ron: 1100 }, PAID_AT, 'https://shop.ro', NO_DETAILS),
      'ana@example.ro',
    ],
  ])('%s goes to %s and escapes typed values', (_name, mail, to) => {
    expect(mail.to).toBe(to);
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('Logan &amp; Co');
  });

  it('states the amount paid in lei and EUR', () => {
    expect(
      paymentConfirmationMail(ctx, { eur: 220, ron: 1095.05 }, PAID_AT, 'https://shop.ro', NO_DETAILS).html,
    ).toContain('1.095,05 lei (220,00 EUR)');
  });

  it('states the right of withdrawal: the period before payment, the last day after, the link with the code', () => {
    const link = `<a href="https://shop.ro/retragere-din-contract?cod=${order.uuid}">`;
    const received = orderReceivedMail(ctx, 'https://shop.ro').html;
    expect(received).toContain(`14 zile calendaristice ${roLegal.withdrawalStart}`);
    expect(received).toContain(link);
    const paid = paymentConfirmationMail(
      ctx,
      { eur: 220, ron: 1100 },
      PAID_AT,
      'https://shop.ro',
      NO_DETAILS,
    ).html;
    expect(paid).toContain('pana pe 09.12.2026 inclusiv');
    expect(paid).toContain(link);
  });

  it.each([
    ['a company', { person: 2 as const }, 'nu se aplica unei comenzi facute de o firma'],
    ['a subscription', { productType: 'carSubscription' as const }, 'fara drept de retragere de 14 zile'],
  ])('says the right does not apply to %s, with no withdrawal link', (_name, change, text) => {
    const other = { ...ctx, order: individualOrder(change) };
    for (const mail of [
      orderReceivedMail(other, 'https://shop.ro'),
      paymentConfirmationMail(other, { eur: 220, ron: 1100 }, PAID_AT, 'https://shop.ro', NO_DETAILS),
    ]) {
      expect(mail.html).toContain(text);
      expect(mail.html).not.toContain('retragere-din-contract');
    }
  });

  it('makes every link a clickable anchor with the absolute address', () => {
    const received = orderReceivedMail(ctx, 'https://shop.ro').html;
    expect(received).toContain(
      `<a href="https://shop.ro/aprobare/${order.uuid}">https://shop.ro/aprobare/${order.uuid}</a>`,
    );
    const paid = paymentConfirmationMail(
      ctx,
      { eur: 220, ron: 1100 },
      PAID_AT,
      'https://shop.ro',
      NO_DETAILS,
    );
    // Both link to the order's own page by its secret (issue 32).
    for (const html of [received, paid.html]) {
      expect(html).toContain(`<a href="https://shop.ro/comanda/${order.accessToken}">`);
      // No address written as bare text outside an anchor.
      expect(html.replace(/<a href="[^"]*">[^<]*<\/a>/g, '')).not.toMatch(/https?:\/\//);
    }
  });

  it('states the terms, the delivery address and attaches the contract it is given', () => {
    const contract = {
      fileName: 'contract-x.pdf',
      contentType: 'application/pdf',
      content: new Uint8Array([1]),
    };
    const mail = paymentConfirmationMail(ctx, { eur: 800, ron: 4000 }, PAID_AT, 'https://shop.ro', {
      terms: [
        { key: 'monthly', term: 'Pret lunar', text: '450 EUR/luna, cu TVA', note: null },
        { key: 'delivery', term: 'Livrare', text: 'Livrare la domiciliu: 100 EUR', note: 'Separat <b>' },
      ],
      deliveryAddress: 'Str. <Lunga> 1, Cluj-Napoca, jud. Cluj',
      contract,
    });
    expect(mail.html).toContain(`<td style="padding:2px 0">${order.uuid}</td>`);
    expect(mail.html).toContain('Pret lunar</th><td style="padding:2px 0">450 EUR/luna, cu TVA</td>');
    expect(mail.html).toContain('Separat &lt;b&gt;');
    expect(mail.html).toContain('Str. &lt;Lunga&gt; 1, Cluj-Napoca, jud. Cluj');
    expect(mail.html).toContain('contractul de abonament semnat: contract-x.pdf');
    expect(mail.attachments).toEqual([contract]);
  });
});
