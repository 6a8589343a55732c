import { firstMonthText, monthlyInstalmentText, subscriptionMonthlyText } from './offer-text.ts';

describe('monthly texts', () => {
  it.each([
    [monthlyInstalmentText(952.5, 1), '952,50 RON/luna'],
    [monthlyInstalmentText(1234.567, 1), '1.234,57 RON/luna'],
    [monthlyInstalmentText(110, 2), '110,00 €/luna'],
    [subscriptionMonthlyText(399), '399 €/luna'],
    [subscriptionMonthlyText(329.75), '329,75 €/luna'],
    [subscriptionMonthlyText(1249), '1.249 €/luna'],
    [firstMonthText({ percent: 50, discount: 249.5, price: 249.5 }), '249,50 € (reducere 50%: -249,50 €)'],
    [firstMonthText({ percent: 100, discount: 1249, price: 0 }), '0,00 € (reducere 100%: -1.249,00 €)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
