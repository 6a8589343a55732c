import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  downPaymentSlider,
  type FinancingParams,
  LEASING_DOWN_PAYMENT_SLIDER,
  parseFinancingParams,
  withCurrency,
  withDownPaymentPosition,
  withMonths,
  withPerson,
  withResidual,
  withType,
} from './financing-params.ts';

const credit = DEFAULT_FINANCING_PARAMS;
const leasing: FinancingParams = { ...credit, type: 'leasing', upFront: 50 };

it('defaults: credit, individual, RON, 60 months, 55 %, 20 % residual', () => {
  expect(credit).toMatchObject({
    type: 'credit',
    person: 1,
    currency: 1,
    months: 60,
    upFront: 55,
    residual: 20,
  });
  expect(DEFAULT_SUBSCRIPTION_PARAMS).toMatchObject({ person: 1, months: 12, range: 1000, currency: 2 });
});

describe.each<[string, FinancingParams, FinancingParams]>([
  ['choosing leasing sets down payment 50', withType({ ...credit, upFront: 25 }, 'leasing'), leasing],
  [
    'choosing credit sets 55 %, RON and individual',
    withType({ ...leasing, person: 2, currency: 2, upFront: 20 }, 'credit'),
    credit,
  ],
  [
    'choosing the subscription keeps the person only',
    withType({ ...leasing, person: 2 }, 'carSubscription'),
    { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2 },
  ],
  ['credit refuses a company', withPerson(credit, 2), credit],
  ['credit refuses EUR', withCurrency(credit, 2), credit],
  ['leasing accepts a company', withPerson(leasing, 2), { ...leasing, person: 2 }],
  ['leasing individual EUR keeps 50', withCurrency(leasing, 2), { ...leasing, currency: 2 }],
  [
    'leasing individual EUR lifts 20 to 30',
    withCurrency({ ...leasing, upFront: 20 }, 2),
    { ...leasing, currency: 2, upFront: 30 },
  ],
  [
    'leasing individual EUR lifts 15 to 30',
    withCurrency({ ...leasing, upFront: 15 }, 2),
    { ...leasing, currency: 2, upFront: 30 },
  ],
  [
    'leasing company EUR allows 15',
    withDownPaymentPosition({ ...leasing, person: 2, currency: 2 }, 10),
    { ...leasing, person: 2, currency: 2, upFront: 15 },
  ],
  ['leasing slider 10 is read as 15', withDownPaymentPosition(leasing, 10), { ...leasing, upFront: 15 }],
  ['leasing slider 20 is 20', withDownPaymentPosition(leasing, 20), { ...leasing, upFront: 20 }],
  ['credit slider 25 is 25', withDownPaymentPosition(credit, 25), { ...credit, upFront: 25 }],
  ['credit slider snaps 30 → 35', withDownPaymentPosition(credit, 30), { ...credit, upFront: 35 }],
  ['months snap to steps of 12', withMonths(credit, 40), { ...credit, months: 36 }],
  ['months clamp to 12', withMonths(credit, 3), { ...credit, months: 12 }],
  ['residual snaps to 5 steps', withResidual(leasing, 12), { ...leasing, residual: 10 }],
  ['residual clamps to 20', withResidual(leasing, 50), { ...leasing, residual: 20 }],
])('%s', (_name, actual, expected) => {
  it('gives the expected params', () => expect(actual).toEqual(expected));
});

describe.each<[string, FinancingParams, number, number, number, number[]]>([
  ['credit', credit, 15, 55, 10, [15, 25, 35, 45, 55]],
  ['leasing', leasing, 10, 50, 10, [15, 20, 30, 40, 50]],
  ['leasing company EUR', { ...leasing, person: 2, currency: 2 }, 10, 50, 10, [15, 20, 30, 40, 50]],
  ['leasing individual EUR', { ...leasing, currency: 2 }, 30, 50, 10, [30, 40, 50]],
])('down payment slider: %s', (_name, params, min, max, step, labels) => {
  it(`is ${min}..${max} step ${step}, labels ${labels.join(', ')}`, () => {
    const model = downPaymentSlider(params);
    expect([model.min, model.max, model.step]).toEqual([min, max, step]);
    expect(model.marks.map((mark) => mark.label)).toEqual(labels);
  });
});

it('leasing slider position of the stored 15 is 10', () =>
  expect(LEASING_DOWN_PAYMENT_SLIDER.toPosition(15)).toBe(10));

describe.each<[string, unknown, FinancingParams]>([
  ['nothing stored', null, credit],
  ['a string', 'credit', credit],
  ['an unknown type', { ...credit, type: 'mortgage' }, credit],
  ['person 3', { ...credit, person: 3 }, credit],
  ['months as text', { ...credit, months: '60' }, credit],
  [
    'a missing field (old data)',
    { type: 'leasing', person: 1, currency: 1, months: 60, upFront: 50 },
    credit,
  ],
  ['an array', [], credit],
  ['a fractional month count', { ...credit, months: 59.5 }, credit],
  ['a negative residual', { ...leasing, residual: -5 }, credit],
  ['valid leasing', { ...leasing, residual: 15 }, { ...leasing, residual: 15 }],
  ['unknown fields are dropped', { ...leasing, extra: 'x' }, leasing],
  ['credit stored for a company is corrected', { ...credit, person: 2, currency: 2 }, credit],
  ['an off-grid down payment is snapped', { ...credit, upFront: 54 }, credit],
  [
    'valid subscription',
    { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2, months: 6, range: 3000 },
    { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2, months: 6, range: 3000 },
  ],
  [
    'subscription with 9 months and 2500 km falls back to defaults for those',
    { ...DEFAULT_SUBSCRIPTION_PARAMS, months: 9, range: 2500 },
    DEFAULT_SUBSCRIPTION_PARAMS,
  ],
])('parseFinancingParams: %s', (_name, raw, expected) => {
  it('reads as expected', () => expect(parseFinancingParams(raw)).toEqual(expected));
});
