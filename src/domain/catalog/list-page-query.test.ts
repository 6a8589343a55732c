/** The list's URL state (issue 36): the page in `?pagina=N` beside the filters, and the filter count. */
import {
  activeFilterCount,
  type FilterSelection,
  MAX_LIST_PAGE,
  readFilterQuery,
  readListPage,
  writeListQuery,
} from './filter-query.ts';

describe.each<[string, number]>([
  ['', 1],
  ['pagina=1', 1],
  ['pagina=2', 2],
  ['pagina=17', 17],
  ['pagina= 3 ', 3],
  [`pagina=${MAX_LIST_PAGE}`, MAX_LIST_PAGE],
  // Anything else is the first page, never an error.
  [`pagina=${MAX_LIST_PAGE + 1}`, 1],
  ['pagina=0', 1],
  ['pagina=-2', 1],
  ['pagina=2.5', 1],
  ['pagina=abc', 1],
  ['pagina=', 1],
  ['pagina=1e3', 1],
  ['page=3', 1],
])('readListPage(%j)', (query, page) => {
  it(`is ${page}`, () => {
    expect(readListPage(new URLSearchParams(query))).toBe(page);
  });
});

describe.each<[FilterSelection, number, string]>([
  [{}, 1, ''],
  [{}, 2, 'pagina=2'],
  [{ manufacturer: 3 }, 1, 'manufacturer=3'],
  [{ manufacturer: 3, fuel: 1 }, 4, 'manufacturer=3&fuel=1&pagina=4'],
  [{ year: 2021 }, 0, 'year=2021'],
])('writeListQuery(%j, %i)', (selection, page, query) => {
  it(`is ${JSON.stringify(query)} and reads back as the same state`, () => {
    expect(writeListQuery(selection, page)).toBe(query);
    const params = new URLSearchParams(query);
    expect(readFilterQuery(params)).toEqual(selection);
    expect(readListPage(params)).toBe(Math.max(page, 1));
  });
});

describe.each<[FilterSelection, number]>([
  [{}, 0],
  [{ manufacturer: 3 }, 1],
  [{ manufacturer: 3, model: 12, price: 2 }, 3],
])('activeFilterCount(%j)', (selection, count) => {
  it(`is ${count}`, () => {
    expect(activeFilterCount(selection)).toBe(count);
  });
});
