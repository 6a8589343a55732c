import {
  CAR_SHARD_VARIABLE,
  carPageSkus,
  carShard,
  carShardValue,
  ONLY_CARS_VARIABLE,
  onlyCars,
  RENDER_PROCESSES_VARIABLE,
  renderedCarSkus,
  renderProcesses,
} from './partial-build.ts';

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

describe('car shards', () => {
  const listed = Array.from({ length: 7 }, (_, n) => ({ sku: `S-${n}` }));

  it.each([
    [
      2,
      [
        ['S-0', 'S-2', 'S-4', 'S-6'],
        ['S-1', 'S-3', 'S-5'],
      ],
    ],
    [
      3,
      [
        ['S-0', 'S-3', 'S-6'],
        ['S-1', 'S-4'],
        ['S-2', 'S-5'],
      ],
    ],
  ])('%i shards render every listed car exactly once', (count, expected) => {
    const shards = Array.from({ length: count }, (_, index) =>
      renderedCarSkus(listed, { [CAR_SHARD_VARIABLE]: carShardValue({ index, count }) }),
    );
    expect(shards).toEqual(expected);
  });

  it('shards what a partial build names', () => {
    expect(
      renderedCarSkus(listed, { [ONLY_CARS_VARIABLE]: 'S-5,S-1,S-2', [CAR_SHARD_VARIABLE]: '1/2' }),
    ).toEqual(['S-2']);
  });

  it.each(['2/2', '1', 'a/b', '0/0', '-1/2'])('refuses PUBLISH_CAR_SHARD=%s', (value) => {
    expect(() => carShard(value)).toThrow(CAR_SHARD_VARIABLE);
  });

  it('treats an unset or empty value as no sharding', () => {
    expect(carShard(undefined)).toBeNull();
    expect(carShard('')).toBeNull();
  });

  it('reads how many processes render the car pages', () => {
    expect(renderProcesses({})).toBe(1);
    expect(renderProcesses({ [RENDER_PROCESSES_VARIABLE]: '' })).toBe(1);
    expect(renderProcesses({ [RENDER_PROCESSES_VARIABLE]: '2' })).toBe(2);
    for (const value of ['0', '-1', '1.5', 'two', ' 2'])
      expect(() => renderProcesses({ [RENDER_PROCESSES_VARIABLE]: value })).toThrow(
        RENDER_PROCESSES_VARIABLE,
      );
  });
});
