import { localDateOf, localDayOf, parseDayInput } from './day-input.ts';

describe('parseDayInput', () => {
  it.each([
    ['15.06.2026', '2026-06-15'],
    ['5.3.2026', '2026-03-05'],
    [' 01/12/2026 ', '2026-12-01'],
    ['1-12-2026', '2026-12-01'],
    ['29.02.2028', '2028-02-29'],
    // Pasted or filled in by the browser in its own form.
    ['2026-06-15', '2026-06-15'],
    [' 1990-05-15 ', '1990-05-15'],
  ])('%s is %s', (text, expected) => {
    expect(parseDayInput(text)).toBe(expected);
  });

  it.each([
    ['31.02.2026'],
    ['29.02.2027'],
    ['2026-02-30'],
    ['2026-6-15'],
    ['15.13.2026'],
    ['15.06.26'],
    ['15.06.2026x'],
    ['maine'],
    [''],
  ])('%s is not a date', (text) => {
    expect(parseDayInput(text)).toBeNull();
  });
});

describe('local dates of the picker', () => {
  it.each([['2026-06-15'], ['2026-01-01'], ['2026-12-31']])('%s round-trips', (day) => {
    expect(localDayOf(localDateOf(day))).toBe(day);
  });
});
