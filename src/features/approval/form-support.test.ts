import { describe, expect, it } from 'vitest';
import { optionsOf } from './form-support.ts';

describe('optionsOf', () => {
  it('keeps the label map order, or the given values that have labels', () => {
    const labels = { '1': 'SRL', '2': 'SA', '3': 'PFA' };
    expect(optionsOf(labels).map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(optionsOf(labels, [3, 1, 9])).toEqual([
      { value: '3', label: 'PFA' },
      { value: '1', label: 'SRL' },
    ]);
  });
});
