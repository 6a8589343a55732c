import { describe, expect, it } from 'vitest';
import { compareHref, MAX_COMPARED, readSkuList, skusOfCompareQuery, togglePick } from './car-picks.ts';

describe('readSkuList', () => {
  it.each<[string, unknown, number, string[] | undefined]>([
    ['a list of SKUs', ['RL-1', 'RL-2'], 3, ['RL-1', 'RL-2']],
    ['not a list', 'RL-1', 3, undefined],
    ['an object', { 0: 'RL-1' }, 3, undefined],
    ['invalid items dropped', ['RL-1', 42, 'rl-lower', '<script>', null, 'RL-2'], 3, ['RL-1', 'RL-2']],
    ['duplicates once', ['RL-1', 'RL-1', 'RL-2'], 3, ['RL-1', 'RL-2']],
    ['past the limit the newest kept', ['A', 'B', 'C', 'D'], 3, ['B', 'C', 'D']],
    ['empty', [], 3, []],
  ])('%s', (_case, raw, max, expected) => {
    expect(readSkuList(raw, max)).toEqual(expected);
  });
});

describe('togglePick', () => {
  it.each<[string, string[], string, boolean, { skus: string[]; full: boolean }]>([
    ['adds at the end', ['A'], 'B', false, { skus: ['A', 'B'], full: false }],
    ['removes a picked car', ['A', 'B'], 'A', false, { skus: ['B'], full: false }],
    [
      'the comparison refuses a fourth car',
      ['A', 'B', 'C'],
      'D',
      false,
      { skus: ['A', 'B', 'C'], full: true },
    ],
    ['favourites drop the oldest', ['A', 'B', 'C'], 'D', true, { skus: ['B', 'C', 'D'], full: false }],
    ['a full list still removes', ['A', 'B', 'C'], 'B', false, { skus: ['A', 'C'], full: false }],
  ])('%s', (_case, skus, sku, dropOldest, expected) => {
    expect(togglePick(skus, sku, MAX_COMPARED, dropOldest)).toEqual(expected);
  });
});

describe('the comparison link', () => {
  it.each<[string, string[], string]>([
    ['three cars', ['A-1', 'B-2', 'C-3'], '/compara?masini=A-1,B-2,C-3'],
    ['none', [], '/compara'],
  ])('%s', (_case, skus, href) => {
    expect(compareHref(skus)).toBe(href);
    expect(skusOfCompareQuery(new URL(href, 'https://x.ro').search)).toEqual(skus);
  });

  it.each<[string, string, string[]]>([
    ['junk dropped', '?masini=A-1,<b>,,B-2', ['A-1', 'B-2']],
    ['more than three: the last three', '?masini=A,B,C,D', ['B', 'C', 'D']],
    ['no parameter', '?x=1', []],
  ])('%s', (_case, search, expected) => {
    expect(skusOfCompareQuery(search)).toEqual(expected);
  });
});
