// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cityOptions, countyOptions, useCities } from './use-cities.ts';

const CITIES: Record<string, { id: number; name: string; postal_code: string }[]> = {
  '1': [{ id: 11, name: 'Cluj-Napoca', postal_code: '400001' }],
  '2': [{ id: 21, name: 'Pascani', postal_code: '705200' }],
};

/** Answers /counties/{id}; county 1 answers only when `releaseSlow` is called. */
function stubCities() {
  let releaseSlow = () => {};
  const slow = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const id = String(input).split('/').pop() ?? '';
      if (id === '1') await slow;
      if (id === '9') return new Response('{"message":"x"}', { status: 500 });
      return new Response(JSON.stringify(CITIES[id] ?? []), { status: 200 });
    }),
  );
  return { releaseSlow: () => releaseSlow() };
}

afterEach(() => vi.unstubAllGlobals());

describe('useCities', () => {
  it('drops a slow answer for a county already left, and tells a county change from the mount', async () => {
    const { releaseSlow } = stubCities();
    const changed = vi.fn();
    const { result, rerender } = renderHook(({ county }) => useCities(county, changed), {
      initialProps: { county: '1' as string | null },
    });
    expect(changed).not.toHaveBeenCalled();
    rerender({ county: '2' });
    expect(changed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current?.map((city) => city.name)).toEqual(['Pascani']));
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current?.map((city) => city.name)).toEqual(['Pascani']);
  });

  it('is empty without a county and null when the list cannot be read', async () => {
    stubCities();
    const { result, rerender } = renderHook(({ county }) => useCities(county, () => {}), {
      initialProps: { county: null as string | null },
    });
    expect(result.current).toEqual([]);
    rerender({ county: '9' });
    await waitFor(() => expect(result.current).toBeNull());
  });
});

describe('countyOptions and cityOptions', () => {
  it('offer the county by id and the locality by name, and nothing for a list that failed', () => {
    expect(countyOptions([{ id: 12, name: 'Cluj', delivery_price: 0 }])).toEqual([
      { value: '12', label: 'Cluj' },
    ]);
    expect(cityOptions(CITIES['2'] ?? [])).toEqual([{ value: 'Pascani', label: 'Pascani' }]);
    expect([countyOptions(null), cityOptions(null)]).toEqual([[], []]);
  });
});
