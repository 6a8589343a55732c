import { calitateaOptions, isRegisteredCompany } from './company-fields-schema.ts';

describe('calitateaOptions', () => {
  it.each([
    ['carSubscription', [1, 5]],
    ['credit', [1, 2, 3, 4]],
    ['leasing', [1, 2, 3, 4]],
  ] as const)('%s → %j', (orderType, options) => {
    expect(calitateaOptions(orderType)).toEqual(options);
  });
});

describe('isRegisteredCompany', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [5, false],
    [undefined, false],
  ])('%j → %s', (tip, expected) => {
    expect(isRegisteredCompany(tip)).toBe(expected);
  });
});
