import { SKU_PATTERN, UUID_PATTERN } from './ids.ts';

describe('UUID_PATTERN', () => {
  it.each([
    ['3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f', true],
    ['3F2B8C1E-9D4A-4B6F-8E2D-1A2B3C4D5E6F', true],
    ['3f2b8c1e9d4a4b6f8e2d1a2b3c4d5e6f', false],
    ['3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6', false],
    ['3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6g', false],
    [' 3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(UUID_PATTERN.test(value)).toBe(expected);
  });
});

describe('SKU_PATTERN', () => {
  it.each([
    ['B-101', true],
    ['ABC123', true],
    ['b-101', false],
    ['B 101', false],
    ['B/101', false],
    ['', false],
    ['A'.repeat(64), true],
    ['A'.repeat(65), false],
  ])('%s → %s', (value, expected) => {
    expect(SKU_PATTERN.test(value)).toBe(expected);
  });
});
