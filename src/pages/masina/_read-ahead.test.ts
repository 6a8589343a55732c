import type { CarDetail } from '../../domain/cms-schemas.ts';
import { createReadAhead } from './_read-ahead.ts';

const ORDER = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** A batched loader that knows every SKU but `unknown`, recording the batches asked for. */
function loader(unknown = 'X') {
  const asked: string[][] = [];
  const load = vi.fn(async (skus: readonly string[]) => {
    asked.push([...skus]);
    return new Map(skus.map((sku) => [sku, sku === unknown ? null : ({ sku } as CarDetail)]));
  });
  return { load, asked };
}

describe('createReadAhead', () => {
  it('reads the cars in batches of the page order, the next batch while the current one renders', async () => {
    const { load, asked } = loader();
    const readAhead = createReadAhead(ORDER, load, 3);
    expect((await readAhead.get('A'))?.sku).toBe('A');
    expect(asked).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
    ]);
    for (const sku of ['B', 'C', 'D']) expect((await readAhead.get(sku))?.sku).toBe(sku);
    expect(asked).toEqual([['A', 'B', 'C'], ['D', 'E', 'F'], ['G']]);
    for (const sku of ['E', 'F', 'G']) await readAhead.get(sku);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers null for a car the CMS no longer has, and reads a SKU outside the order on its own', async () => {
    const { load, asked } = loader('B');
    const readAhead = createReadAhead(ORDER, load, 3);
    expect(await readAhead.get('B')).toBeNull();
    expect((await readAhead.get('Z'))?.sku).toBe('Z');
    expect(asked.at(-1)).toEqual(['Z']);
  });

  it('forgets batches behind the page being rendered', async () => {
    const { load, asked } = loader();
    const readAhead = createReadAhead(ORDER, load, 2);
    await readAhead.get('A');
    await readAhead.get('E');
    expect(asked).toHaveLength(4);
    await readAhead.get('A');
    expect(asked.at(-2)).toEqual(['A', 'B']);
  });

  it('fails only the pages of a batch that failed', async () => {
    const load = vi.fn(async (skus: readonly string[]) => {
      if (skus.includes('A')) throw new Error('CMS request failed');
      return new Map(skus.map((sku) => [sku, { sku } as CarDetail]));
    });
    const readAhead = createReadAhead(ORDER, load, 3);
    await expect(readAhead.get('A')).rejects.toThrow('CMS request failed');
    expect((await readAhead.get('D'))?.sku).toBe('D');
  });
});
