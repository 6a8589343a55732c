/**
 * Pure loan arithmetic shared by the seed (offer tables), the payment schedule PDF and the site.
 * Rates are yearly nominal percentages, periods are months; nothing here rounds, so callers decide
 * where cents are cut (display, storage) with roundMoney (../money.ts).
 */

/** A payment made `month` months after the drawdown (0 = at signing, e.g. a file fee). */
export interface Cashflow {
  month: number;
  amount: number;
}

export interface ScheduleRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** Outstanding principal after this payment (ends at the balloon, not at zero, when one is set). */
  balance: number;
}

/**
 * Constant monthly instalment that repays `principal` in `months`, leaving `balloon` (a residual
 * value paid separately at the end, as in leasing) outstanding.
 * @example annuityPayment(10_000, 12, 12) // 888.487…
 */
export function annuityPayment(
  principal: number,
  annualRatePct: number,
  months: number,
  balloon = 0,
): number {
  if (months <= 0) throw new RangeError('months must be positive');
  const r = annualRatePct / 1200;
  if (r === 0) return (principal - balloon) / months;
  const discount = (1 + r) ** -months;
  return ((principal - balloon * discount) * r) / (1 - discount);
}

/** Month-by-month split of each instalment into interest and principal. */
export function amortizationSchedule(
  principal: number,
  annualRatePct: number,
  months: number,
  balloon = 0,
): ScheduleRow[] {
  const payment = annuityPayment(principal, annualRatePct, months, balloon);
  const r = annualRatePct / 1200;
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * r;
    const repaid = payment - interest;
    balance -= repaid;
    rows.push({ month, payment, interest, principal: repaid, balance: month === months ? balloon : balance });
  }
  return rows;
}

/** Present value of the cashflows at yearly rate x and its derivative, with t_k in years (month / 12). */
function presentValue(cashflows: readonly Cashflow[], x: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (const cf of cashflows) {
    const t = cf.month / 12;
    const discounted = cf.amount * (1 + x) ** -t;
    value += discounted;
    slope -= (t * discounted) / (1 + x);
  }
  return { value, slope };
}

/**
 * Annual percentage rate of charge (DAE) in percent, by the APR formula of Directive (EU) 2023/2225
 * (roLegal.creditDirective; the formula is unchanged from its predecessor): the drawdown at t=0
 * equals the sum of repayments and charges discounted by (1+X)^(-t_k).
 * Newton's method converges in a handful of steps for loan-shaped cashflows (the seed solves
 * hundreds of thousands); bisection takes over if Newton ever leaves the bracket.
 * @example solveAprc(10_000, Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 888.49 })))
 */
export function solveAprc(drawdown: number, cashflows: readonly Cashflow[]): number {
  if (drawdown <= 0) throw new RangeError('drawdown must be positive');
  const f = (x: number) => presentValue(cashflows, x).value - drawdown;
  let low = -0.99;
  let high = 1;
  while (f(high) > 0) {
    high *= 2;
    if (high > 1e6) throw new RangeError('no APRC: repayments grow without bound');
  }
  if (f(low) < 0) throw new RangeError('no APRC: repayments are smaller than the drawdown');
  let x = 0.1;
  for (let i = 0; i < 30; i++) {
    const { value, slope } = presentValue(cashflows, x);
    const next = x - (value - drawdown) / slope;
    if (!(next > low && next < high)) break;
    if (Math.abs(next - x) < 1e-12) return next * 100;
    x = next;
  }
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (f(mid) > 0) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 100;
}

/**
 * The repayments of a loan as cashflows: `months` equal instalments, optional charges at signing
 * (month 0) and a balloon with the last instalment.
 */
export function loanCashflows(options: {
  instalment: number;
  months: number;
  upfrontCharges?: number;
  balloon?: number;
}): Cashflow[] {
  const { instalment, months, upfrontCharges = 0, balloon = 0 } = options;
  const flows: Cashflow[] = [];
  if (upfrontCharges > 0) flows.push({ month: 0, amount: upfrontCharges });
  for (let month = 1; month <= months; month++) {
    flows.push({ month, amount: instalment + (month === months ? balloon : 0) });
  }
  return flows;
}
