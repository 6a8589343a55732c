import { priceText } from './price-alert-mails.ts';

describe.each([
  [{ amount: 20_000, unit: 'eur' as const }, '20.000 €'],
  [{ amount: 19_999.5, unit: 'eur' as const }, '19.999,50 €'],
  [{ amount: 459, unit: 'eur_month' as const }, '459 €/luna'],
  [{ amount: 458.9, unit: 'eur_month' as const }, '458,90 €/luna'],
])('priceText(%o)', (price, expected) => {
  it(`reads ${expected}: cents only when there are any, so a small drop never reads as the same price`, () =>
    expect(priceText(price).replace(/\s/g, ' ')).toBe(expected));
});
