import { carPageSkus, ONLY_CARS_VARIABLE, onlyCars, renderedCarSkus } from './partial-build.ts';

describe('partial build car filter', () => {
  it.each<[string | undefined, string[] | null]>([
    [undefined, null],
    ['', []],
    ['RL-1', ['RL-1']],
    ['RL-1,AB-2, ', ['RL-1', 'AB-2']],
  ])('PUBLISH_ONLY_CARS=%j → %j', (value, expected) => {
    const only = onlyCars(value);
    expect(only === null ? null : [...only]).toEqual(expected);
  });

  it('keeps the list order and only the named cars', () => {
    const listed = ['C-3', 'A-1', 'B-2'];
    expect(carPageSkus(listed, null)).toEqual(listed);
    expect(carPageSkus(listed, new Set(['B-2', 'C-3', 'Z-9']))).toEqual(['C-3', 'B-2']);
    expect(carPageSkus(listed, new Set())).toEqual([]);
  });
});

it('reads the SKUs from PUBLISH_ONLY_CARS', () => {
  const listed = [{ sku: 'A-1' }, { sku: 'B-2' }];
  expect(renderedCarSkus(listed, {})).toEqual(['A-1', 'B-2']);
  expect(renderedCarSkus(listed, { [ONLY_CARS_VARIABLE]: 'B-2' })).toEqual(['B-2']);
});
