import { describe, expect, it } from 'vitest';
import { roCheckout } from '../../i18n/ro.ts';
import { feeText, stepHeading } from './fee-text.ts';

describe('feeText', () => {
  it.each<[string, 'credit' | 'leasing' | 'carSubscription', number, number, string]>([
    [
      'credit: deducted from the down payment',
      'credit',
      220,
      1095.05,
      'Taxa de rezervare este de 1.095,05 RON (echivalentul a 220,00 €) si se scade din avans.',
    ],
    [
      'leasing: same reservation fee text',
      'leasing',
      220,
      1100,
      'Taxa de rezervare este de 1.100,00 RON (echivalentul a 220,00 €) si se scade din avans.',
    ],
    [
      'subscription: guarantee returned at the end',
      'carSubscription',
      800,
      3982,
      'Taxa de garantie este de 3.982,00 RON (echivalentul a 800,00 €) si se returneaza integral la finalul contractului daca nu exista costuri suplimentare.',
    ],
  ])('%s', (_case, credit_type, eur, ron, expected) => {
    expect(feeText({ credit_type, taxa_rezervare: eur, taxa_rezervare_ron: ron })).toBe(expected);
  });
});

describe('stepHeading', () => {
  it.each<['credit' | 'leasing' | 'carSubscription', string]>([
    ['carSubscription', roCheckout.headingGuarantee],
    ['credit', roCheckout.headingReservation],
    ['leasing', roCheckout.headingReservation],
  ])('%s → %s', (credit_type, heading) => {
    expect(stepHeading({ credit_type })).toBe(heading);
  });
});
