import { roundMoney } from '../money.ts';
import { amortizationSchedule, annuityPayment, loanCashflows, solveAprc } from './loan-math.ts';

describe('annuityPayment', () => {
  it.each([
    { principal: 10_000, rate: 12, months: 12, balloon: 0, expected: 888.49 },
    { principal: 20_000, rate: 6, months: 60, balloon: 0, expected: 386.66 },
    { principal: 100_000, rate: 5, months: 360, balloon: 0, expected: 536.82 },
    { principal: 10_000, rate: 0, months: 10, balloon: 0, expected: 1000 },
    { principal: 10_000, rate: 0, months: 10, balloon: 2000, expected: 800 },
    // 20,000 at 12%: the 2,000 balloon costs its discounted value 2000·1.01^-12 = 1774.90 less.
    { principal: 20_000, rate: 12, months: 12, balloon: 2000, expected: 1619.28 },
  ])('$principal at $rate% over $months months, balloon $balloon → $expected', (c) => {
    expect(roundMoney(annuityPayment(c.principal, c.rate, c.months, c.balloon))).toBe(c.expected);
  });

  it('rejects a zero duration', () => {
    expect(() => annuityPayment(1000, 5, 0)).toThrow(RangeError);
  });
});

describe('amortizationSchedule', () => {
  it.each([
    { principal: 10_000, rate: 12, months: 12, balloon: 0 },
    { principal: 35_000, rate: 8.9, months: 48, balloon: 7000 },
  ])('$principal at $rate% over $months months leaves the balloon $balloon', (c) => {
    const rows = amortizationSchedule(c.principal, c.rate, c.months, c.balloon);
    expect(rows).toHaveLength(c.months);
    const repaid = rows.reduce((sum, row) => sum + row.principal, 0);
    expect(repaid).toBeCloseTo(c.principal - c.balloon, 6);
    expect(rows.at(-1)?.balance).toBe(c.balloon);
    // Interest shrinks as the balance shrinks.
    expect(rows[0]?.interest).toBeGreaterThan(rows.at(-1)?.interest ?? Number.POSITIVE_INFINITY);
  });

  it('first month interest is the monthly rate on the whole principal', () => {
    const [first] = amortizationSchedule(10_000, 12, 12);
    expect(first?.interest).toBeCloseTo(100, 9);
    expect(roundMoney(first?.principal ?? 0)).toBe(788.49);
  });
});

describe('solveAprc', () => {
  it.each([
    // Directive 98/7/EC Annex III, example 1: 1000 repaid by 1200 after 1.5 years → 12.92%.
    {
      name: 'single repayment after 18 months',
      drawdown: 1000,
      flows: [{ month: 18, amount: 1200 }],
      expected: 12.92,
    },
    { name: 'one year at 10%', drawdown: 1000, flows: [{ month: 12, amount: 1100 }], expected: 10 },
    // 1000 = 100 + 1000/(1+X) → X = 1/9.
    {
      name: 'fee at signing',
      drawdown: 1000,
      flows: [
        { month: 0, amount: 100 },
        { month: 12, amount: 1000 },
      ],
      expected: 11.11,
    },
    // Monthly 1% compounds to 1.01^12 - 1 = 12.68%.
    {
      name: '12 monthly instalments at 12% nominal',
      drawdown: 10_000,
      flows: loanCashflows({ instalment: annuityPayment(10_000, 12, 12), months: 12 }),
      expected: 12.68,
    },
    {
      name: 'interest-free',
      drawdown: 1200,
      flows: loanCashflows({ instalment: 100, months: 12 }),
      expected: 0,
    },
  ])('$name → $expected%', ({ drawdown, flows, expected }) => {
    expect(solveAprc(drawdown, flows)).toBeCloseTo(expected, 2);
  });

  it('counts a fee and a balloon as costs: DAE above the nominal rate', () => {
    const instalment = annuityPayment(20_000, 9, 48, 4000);
    const plain = solveAprc(20_000, loanCashflows({ instalment, months: 48, balloon: 4000 }));
    const withFee = solveAprc(
      20_000,
      loanCashflows({ instalment, months: 48, balloon: 4000, upfrontCharges: 300 }),
    );
    expect(plain).toBeCloseTo(100 * (1.0075 ** 12 - 1), 6);
    expect(withFee).toBeGreaterThan(plain);
  });

  it('rejects repayments smaller than the drawdown', () => {
    expect(() => solveAprc(1000, [{ month: 12, amount: 1 }])).toThrow(RangeError);
    expect(() => solveAprc(1000, [])).toThrow(RangeError);
    expect(() => solveAprc(0, [{ month: 12, amount: 1 }])).toThrow(RangeError);
  });
});

describe('loanCashflows', () => {
  it('puts charges at month 0 and the balloon on the last instalment', () => {
    const flows = loanCashflows({ instalment: 100, months: 3, upfrontCharges: 50, balloon: 500 });
    expect(flows).toEqual([
      { month: 0, amount: 50 },
      { month: 1, amount: 100 },
      { month: 2, amount: 100 },
      { month: 3, amount: 600 },
    ]);
  });
});
