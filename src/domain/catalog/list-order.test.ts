/** The monthly budget (issue 37): the field's rules, the address codec and the match. */

import { readFilterQuery, readListPage, writeListQuery } from './filter-query.ts';
import {
  type BudgetInput,
  budgetInEur,
  type ListOrder,
  parseBudget,
  readListOrder,
  withinBudget,
} from './list-order.ts';

describe.each<[string, BudgetInput]>([
  ['', { ok: true, budget: null }],
  ['   ', { ok: true, budget: null }],
  ['2500', { ok: true, budget: 2500 }],
  [' 2 500 ', { ok: true, budget: 2500 }],
  ['2.500', { ok: true, budget: 2500 }],
  ['50', { ok: true, budget: 50 }],
  ['200000', { ok: true, budget: 200_000 }],
  ['abc', { ok: false, message: 'Scrie o suma in lei, doar cifre (de exemplu 2500).' }],
  ['2500 lei', { ok: false, message: 'Scrie o suma in lei, doar cifre (de exemplu 2500).' }],
  ['-300', { ok: false, message: 'Scrie o suma in lei, doar cifre (de exemplu 2500).' }],
  ['2500,50', { ok: false, message: 'Scrie o suma in lei, doar cifre (de exemplu 2500).' }],
  ['1e4', { ok: false, message: 'Scrie o suma in lei, doar cifre (de exemplu 2500).' }],
  ['49', { ok: false, message: 'Bugetul lunar trebuie sa fie de cel putin 50 lei.' }],
  ['0', { ok: false, message: 'Bugetul lunar trebuie sa fie de cel putin 50 lei.' }],
  ['200001', { ok: false, message: 'Bugetul lunar poate fi de cel mult 200.000 lei.' }],
  ['99999999999999999999999', { ok: false, message: 'Bugetul lunar poate fi de cel mult 200.000 lei.' }],
])('parseBudget(%j)', (text, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(parseBudget(text)).toEqual(expected);
  });
});

describe.each<[string, ListOrder]>([
  ['', { sort: null, budget: null, person: 1 }],
  ['sort=km_asc&buget=2500', { sort: 'km_asc', budget: 2500, person: 1 }],
  ['buget=1800&persoana=juridica', { sort: null, budget: 1800, person: 2 }],
  // Junk in the address is ignored, never an error.
  ['sort=cheap&buget=-5&persoana=firma', { sort: null, budget: null, person: 1 }],
  ['buget=9999999', { sort: null, budget: null, person: 1 }],
])('readListOrder(%j)', (query, order) => {
  it(`is ${JSON.stringify(order)}`, () => {
    expect(readListOrder(new URLSearchParams(query))).toEqual(order);
  });
});

describe.each<[ListOrder, string]>([
  [{ sort: null, budget: null, person: 1 }, 'manufacturer=3&pagina=2'],
  [{ sort: 'rate_asc', budget: null, person: 1 }, 'manufacturer=3&sort=rate_asc&pagina=2'],
  [
    { sort: 'price_desc', budget: 2500, person: 2 },
    'manufacturer=3&sort=price_desc&buget=2500&persoana=juridica&pagina=2',
  ],
])('writeListQuery with %j', (order, query) => {
  it(`is ${query} and reads back as the same state`, () => {
    expect(writeListQuery({ manufacturer: 3 }, 2, order)).toBe(query);
    const params = new URLSearchParams(query);
    expect(readListOrder(params)).toEqual(order);
    expect(readFilterQuery(params)).toEqual({ manufacturer: 3 });
    expect(readListPage(params)).toBe(2);
  });
});

const rated = (individual: number | null, company: number | null) => ({
  monthly_rate_ron: { individual, company },
});

describe.each<[number | null, number | null, number | null, 1 | 2, boolean]>([
  [1500, 1300, null, 1, true],
  [null, null, null, 2, true],
  [1500, 1300, 1500, 1, true],
  [1500, 1300, 1499, 1, false],
  [1500, 1300, 1300, 2, true],
  [1500, 1300, 1299, 2, false],
  // Without a rate for the person, a car never fits a budget.
  [null, 1300, 100000, 1, false],
  [1500, null, 100000, 2, false],
])('withinBudget(rates %s / %s, budget %s, person %i)', (individual, company, budget, person, fits) => {
  it(`is ${fits}`, () => {
    expect(withinBudget(rated(individual, company), budget, person)).toBe(fits);
  });
});

describe.each<[number, number, number]>([
  [2500, 5, 500],
  [2500, 4.9775, 502],
  [50, 5, 10],
])('budgetInEur(%i, %f)', (budget, rate, eur) => {
  it(`is ${eur}`, () => {
    expect(budgetInEur(budget, rate)).toBe(eur);
  });
});
