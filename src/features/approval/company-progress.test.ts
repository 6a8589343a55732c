import { describe, expect, it } from 'vitest';
import { afterCompanyDetails, afterContactStep } from './company-progress.ts';

describe('afterContactStep (polling every 10 s)', () => {
  it.each([
    ['SRL, check 1 pending', 1, null, null, 'wait'],
    ['SRL, check 1 refused', 1, 0, null, 3],
    ['SRL, check 1 passed', 1, 1, null, 2],
    ['SA, check 1 passed', 2, 1, null, 2],
    ['SRL, both checks done', 1, 1, 2, 3],
    ['PFA, check 1 pending', 3, null, null, 'wait'],
    ['PFA, check 1 refused: still step 2', 3, 0, null, 2],
    ['ONG, check 1 passed', 4, 1, null, 2],
    ['other type, both checks done', 5, 1, 1, 3],
  ] as const)('%s → %s', (_name, tip, check1, check2, expected) => {
    expect(afterContactStep({ tip_companie: tip, check1_result: check1, check2_result: check2 })).toBe(
      expected,
    );
  });
});

describe('afterCompanyDetails (polling every 5 s)', () => {
  it.each([
    [null, 'wait'],
    [0, 3],
    [1, 3],
    [2, 3],
  ] as const)('check 2 = %s → %s', (check2, expected) => {
    expect(afterCompanyDetails({ tip_companie: 1, check1_result: 1, check2_result: check2 })).toBe(expected);
  });
});
