import { roAffordability } from '../../i18n/ro.ts';
import { capText, changeText, ratioText } from './affordability-text.ts';

describe('affordability texts', () => {
  it.each([
    [0.4, '40%'],
    [0.2, '20%'],
    [0.41234, '41,2%'],
    [0.0999, '10%'],
  ])('ratioText(%d) is %s', (ratio, text) => {
    expect(ratioText(ratio)).toBe(text);
  });

  it('names the cap and why it applies', () => {
    expect(capText(0.4, 'RON')).toContain('40%');
    expect(capText(0.4, 'RON')).toContain('in lei');
    expect(capText(0.2, 'EUR')).toContain('20%');
    expect(capText(0.2, 'EUR')).toContain('in euro');
  });

  it.each([
    ['months', 'durata de 60 luni', '952,50 RON/luna'],
    ['downpayment', 'avans de 45%', '952,50 RON/luna'],
    ['currency', roAffordability.change.currency.split(':')[0], '952,50 RON/luna'],
  ] as const)('a %s change says what changes and the new rate', (kind, what, monthly) => {
    const text = changeText({ kind, months: 60, downpayment: 45, currency: 1, monthly: 952.5, ratio: 0.381 });
    expect(text).toContain(what);
    expect(text).toContain(monthly);
    expect(text).toContain('38,1%');
  });
});
