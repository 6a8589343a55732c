import { localDateOf, localDayOf, parsePickupInput } from './pickup-input.ts';

describe('parsePickupInput', () => {
  it.each([
    ['15.06.2026', '2026-06-15'],
    ['5.3.2026', '2026-03-05'],
    [' 01/12/2026 ', '2026-12-01'],
    ['29.02.2028', '2028-02-29'],
  ])('%s is %s', (text, expected) => {
    expect(parsePickupInput(text)).toBe(expected);
  });

  it.each([['31.02.2026'], ['29.02.2027'], ['2026-06-15'], ['15.13.2026'], ['maine'], ['']])(
    '%s is not a date',
    (text) => {
      expect(parsePickupInput(text)).toBeNull();
    },
  );
});

describe('local dates of the picker', () => {
  it.each([['2026-06-15'], ['2026-01-01'], ['2026-12-31']])('%s round-trips', (day) => {
    expect(localDayOf(localDateOf(day))).toBe(day);
  });
});
