import { roLegal } from '../../../../src/i18n/ro.ts';
import { individualOrder } from '../../../orders/order.fixture.ts';
import { contactRequestMail, orderReceivedMail, paymentConfirmationMail } from './order-mails.ts';

const order = individualOrder({
  contact: { ...individualOrder().contact, prenume: '<b>Ana</b>', email: 'ana@example.ro' },
});
const ctx = { order, productName: 'Dacia Logan & Co' };
/** Wednesday 25 November 2026, 12:00 in Bucharest: the withdrawal period ends on 9 December. */
const PAID_AT = new Date('2026-11-25T10:00:00Z');

describe('order e-mails', () => {
  it.each([
    ['order received', orderReceivedMail(ctx, 'https://shop.ro'), 'ana@example.ro'],
    ['contact request', contactRequestMail(ctx, 'comenzi@shop.ro'), 'comenzi@shop.ro'],
    [
      'payment',
      paymentConfirmationMail(ctx, { eur: 220, ron: 1100 }, PAID_AT, 'https://shop.ro'),
      'ana@example.ro',
    ],
  ])('%s goes to %s and escapes typed values', (_name, mail, to) => {
    expect(mail.to).toBe(to);
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('Logan &amp; Co');
  });

  it('states the amount paid in lei and EUR', () => {
    expect(
      paymentConfirmationMail(ctx, { eur: 220, ron: 1095.05 }, PAID_AT, 'https://shop.ro').html,
    ).toContain('1.095,05 lei (220,00 EUR)');
  });

  it('states the right of withdrawal: the period before payment, the last day after, the link with the code', () => {
    const link = `https://shop.ro/retragere-din-contract?cod=${order.uuid}`;
    const received = orderReceivedMail(ctx, 'https://shop.ro').html;
    expect(received).toContain(`14 zile calendaristice ${roLegal.withdrawalStart}`);
    expect(received).toContain(link);
    const paid = paymentConfirmationMail(ctx, { eur: 220, ron: 1100 }, PAID_AT, 'https://shop.ro').html;
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
      paymentConfirmationMail(other, { eur: 220, ron: 1100 }, PAID_AT, 'https://shop.ro'),
    ]) {
      expect(mail.html).toContain(text);
      expect(mail.html).not.toContain('retragere-din-contract');
    }
  });
});
