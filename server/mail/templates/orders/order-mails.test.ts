import { individualOrder } from '../../../orders/order.fixture.ts';
import { contactRequestMail, orderReceivedMail, paymentConfirmationMail } from './order-mails.ts';

const order = individualOrder({
  contact: { ...individualOrder().contact, prenume: '<b>Ana</b>', email: 'ana@example.ro' },
});
const ctx = { order, productName: 'Dacia Logan & Co' };

describe('order e-mails', () => {
  it.each([
    ['order received', orderReceivedMail(ctx, 'https://shop.ro/aprobare/x'), 'ana@example.ro'],
    ['contact request', contactRequestMail(ctx, 'comenzi@shop.ro'), 'comenzi@shop.ro'],
    ['payment', paymentConfirmationMail(ctx, { eur: 220, ron: 1100 }), 'ana@example.ro'],
  ])('%s goes to %s and escapes typed values', (_name, mail, to) => {
    expect(mail.to).toBe(to);
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('Logan &amp; Co');
  });

  it('states the amount paid in lei and EUR', () => {
    expect(paymentConfirmationMail(ctx, { eur: 220, ron: 1095.05 }).html).toContain(
      '1.095,05 lei (220,00 EUR)',
    );
  });
});
