import { describe, expect, it } from 'vitest';
import { roApproval } from '../../i18n/ro.ts';
import { type AdviceAction, adviceText, type CurrentTerms, improvingActions } from './adjust-advice.ts';
import type { TermOptions } from './adjust-options.ts';

const r = roApproval.resolution;
const credit: TermOptions = {
  months: [12, 24, 36, 48, 60],
  downpayments: [15, 25, 35, 45, 55],
  residuals: [],
};
const leasing: TermOptions = {
  months: [12, 24, 36, 48, 60],
  downpayments: [15, 20, 30, 40, 50],
  residuals: [5, 10, 15, 20],
};

describe.each<[string, TermOptions, CurrentTerms, boolean, AdviceAction[]]>([
  [
    'credit, room everywhere, individual',
    credit,
    { months: 36, downpayment: 25, residual: null },
    true,
    ['downpayment', 'months', 'codebtor'],
  ],
  [
    'credit, down payment at max',
    credit,
    { months: 36, downpayment: 55, residual: null },
    true,
    ['months', 'codebtor'],
  ],
  [
    'credit, term at max',
    credit,
    { months: 60, downpayment: 25, residual: null },
    true,
    ['downpayment', 'codebtor'],
  ],
  [
    'credit, both at max, individual: only the co-debtor',
    credit,
    { months: 60, downpayment: 55, residual: null },
    true,
    ['codebtor'],
  ],
  [
    'credit, both at max, company: nothing',
    credit,
    { months: 60, downpayment: 55, residual: null },
    false,
    [],
  ],
  [
    'leasing, residual below max',
    leasing,
    { months: 60, downpayment: 50, residual: 10 },
    false,
    ['residual'],
  ],
  ['leasing, all at max', leasing, { months: 60, downpayment: 50, residual: 20 }, false, []],
  [
    'leasing without a residual yet',
    leasing,
    { months: 60, downpayment: 50, residual: null },
    true,
    ['residual', 'codebtor'],
  ],
])('improvingActions: %s', (_name, options, current, codebtor, expected) => {
  it(`is ${JSON.stringify(expected)}`, () =>
    expect(improvingActions(options, current, codebtor)).toEqual(expected));
});

describe.each<[AdviceAction[], string]>([
  [
    ['downpayment', 'months', 'codebtor'],
    'Puteti mari avansul, alege o durata mai lunga sau adauga un codebitor, apoi retrimite cererea.',
  ],
  [
    ['months', 'codebtor'],
    'Puteti alege o durata mai lunga sau adauga un codebitor, apoi retrimite cererea.',
  ],
  [['codebtor'], 'Puteti adauga un codebitor, apoi retrimite cererea.'],
  [['residual'], 'Puteti mari valoarea reziduala, apoi retrimite cererea.'],
  [[], r.adviceNone],
])('adviceText(%j)', (actions, text) => {
  it('names only those changes', () => expect(adviceText(actions)).toBe(text));
});

it('never suggests raising what is already at its maximum', () => {
  const text = adviceText(improvingActions(credit, { months: 60, downpayment: 55, residual: null }, true));
  expect(text).not.toContain(r.adviceActions.downpayment);
  expect(text).not.toContain(r.adviceActions.months);
});
