import { ageOn, isIsoDate, isoToday } from './dates.ts';

describe('isIsoDate', () => {
  it.each([
    ['2025-03-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['01.03.2025', false],
    ['2025-3-1', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2007-06-15', '2025-06-15', 18],
    ['2007-06-16', '2025-06-15', 17],
    ['2007-06-14', '2025-06-15', 18],
    ['1980-12-31', '2025-01-01', 44],
    ['2030-01-01', '2025-01-01', -5],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('isoToday', () => {
  it.each([
    ['2025-03-01T21:59:00Z', '2025-03-01'],
    ['2025-03-01T22:30:00Z', '2025-03-02'], // already the next day in Bucharest (UTC+2)
    ['2025-07-01T20:59:00Z', '2025-07-01'],
    ['2025-07-01T21:00:00Z', '2025-07-02'], // summer time, UTC+3
  ])('%s → %s', (instant, expected) => {
    expect(isoToday(new Date(instant))).toBe(expected);
  });
});
