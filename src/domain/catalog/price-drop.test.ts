import { describe, expect, it } from 'vitest';
import { type AlertStep, priceAlertStep, type WatchedPrice, watchedPrice } from './price-drop.ts';

const eur = (amount: number): WatchedPrice => ({ amount, unit: 'eur' });
const monthly = (amount: number): WatchedPrice => ({ amount, unit: 'eur_month' });

describe.each<[string, WatchedPrice | null, WatchedPrice, boolean, AlertStep['kind']]>([
  ['a drop', eur(20_000), eur(18_500), true, 'drop'],
  ['the same price (another field changed)', eur(20_000), eur(20_000), true, 'none'],
  ['a rise', eur(20_000), eur(21_000), true, 'none'],
  ['a drop after a drop (the reference is the last price announced)', eur(18_500), eur(18_000), true, 'drop'],
  ['back up, then down to a level above the last announced', eur(18_000), eur(19_000), true, 'none'],
  ['one cent less', eur(20_000), eur(19_999.99), true, 'drop'],
  ['floating-point noise of a recomputation', eur(20_000), eur(19_999.999_999), true, 'none'],
  ['a subscription fee that drops', monthly(499), monthly(459), true, 'drop'],
  ['a change of currency unit (financing to subscription)', eur(20_000), monthly(459), true, 'rebase'],
  ['no reference yet', null, eur(20_000), true, 'rebase'],
  ['a drop on a car no longer offered', eur(20_000), eur(15_000), false, 'none'],
])('%s', (_name, reference, current, offered, kind) => {
  it(`is ${kind}`, () => {
    const step = priceAlertStep(reference, current, offered);
    expect(step.kind).toBe(kind);
    if (step.kind === 'drop') expect(step).toEqual({ kind, from: reference, to: current });
    if (step.kind === 'rebase') expect(step.to).toEqual(current);
  });
});

describe.each([
  [
    'a financing car without reduction',
    { category_id: 2, initial_price: 21_000, reduced_price: null, price: 310 },
    eur(21_000),
  ],
  [
    'a financing car with a reduced price',
    { category_id: 3, initial_price: 21_000, reduced_price: 19_900, price: 290 },
    eur(19_900),
  ],
  [
    'a subscription car: its monthly fee',
    { category_id: 1, initial_price: 30_000, reduced_price: null, price: 499 },
    monthly(499),
  ],
])('the watched price of %s', (_name, car, expected) => {
  it('is the price the shopper sees, in EUR', () => expect(watchedPrice(car)).toEqual(expected));
});
