import * as v from 'valibot';
import { isoDateCheck } from './date-check.ts';
import {
  addDays,
  addMonths,
  ageOn,
  compareDates,
  isIsoDate,
  isWeekend,
  laterOf,
  nowIn,
  todayIn,
  wallClockIn,
  weekdayOf,
} from './dates.ts';

describe.each([
  ['2025-01-31', 1, '2025-02-01'],
  ['2024-02-28', 1, '2024-02-29'],
  ['2025-02-28', 1, '2025-03-01'],
  ['2025-12-31', 1, '2026-01-01'],
  ['2025-03-30', 0, '2025-03-30'],
  // Across the spring daylight-saving change in Romania: still exactly one calendar day.
  ['2025-03-29', 2, '2025-03-31'],
  ['2025-03-03', -3, '2025-02-28'],
])('addDays(%s, %i)', (date, days, expected) => {
  it(`is ${expected}`, () => expect(addDays(date, days)).toBe(expected));
});

describe.each([
  ['2025-01-15', 1, '2025-02-15'],
  ['2025-01-31', 1, '2025-02-28'],
  ['2024-01-31', 1, '2024-02-29'],
  ['2025-11-30', 3, '2026-02-28'],
  ['2025-03-31', -1, '2025-02-28'],
  ['2025-06-10', 12, '2026-06-10'],
])('addMonths(%s, %i)', (date, months, expected) => {
  it(`is ${expected}`, () => expect(addMonths(date, months)).toBe(expected));
});

describe.each([
  ['2025-06-07', 6, true],
  ['2025-06-08', 0, true],
  ['2025-06-09', 1, false],
  ['2025-06-13', 5, false],
])('weekdayOf(%s)', (date, weekday, weekend) => {
  it(`is ${weekday}, weekend ${weekend}`, () => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(isWeekend(date)).toBe(weekend);
  });
});

describe.each([
  ['2025-02-28', true],
  ['2024-02-29', true],
  ['2025-02-29', false],
  ['2025-13-01', false],
  ['2025-1-01', false],
  ['01.02.2025', false],
  ['', false],
])('isIsoDate(%j)', (value, expected) => {
  it(`is ${expected}`, () => expect(isIsoDate(value)).toBe(expected));
});

describe('compareDates / laterOf', () => {
  it.each([
    ['2025-01-01', '2025-01-02', -1],
    ['2025-01-02', '2025-01-01', 1],
    ['2025-01-02', '2025-01-02', 0],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareDates(a, b))).toBe(sign));

  it('picks the later date', () => {
    expect(laterOf('2025-05-01', '2025-04-30')).toBe('2025-05-01');
    expect(laterOf('2025-04-30', '2025-05-01')).toBe('2025-05-01');
  });
});

describe.each([
  // 22:30 UTC on 31 Dec is already 1 Jan in Bucharest (UTC+2 in winter).
  ['2025-12-31T22:30:00Z', '2026-01-01'],
  ['2025-12-31T21:30:00Z', '2025-12-31'],
  // Summer time UTC+3.
  ['2025-07-10T21:00:00Z', '2025-07-11'],
])('todayIn(%s)', (instant, expected) => {
  it(`is ${expected} in Bucharest`, () => expect(todayIn(new Date(instant))).toBe(expected));
});

describe.each([
  ['2026-06-15T12:30:00Z', { date: '2026-06-15', hour: 15 }],
  ['2026-06-15T21:00:00Z', { date: '2026-06-16', hour: 0 }],
  ['2026-01-15T21:59:00Z', { date: '2026-01-15', hour: 23 }],
  // 29 March 2026: 03:00 EET becomes 04:00 EEST, so 00:59 UTC is 02:59 and 01:00 UTC is 04:00.
  ['2026-03-29T00:59:00Z', { date: '2026-03-29', hour: 2 }],
  ['2026-03-29T01:00:00Z', { date: '2026-03-29', hour: 4 }],
  // 25 October 2026: 04:00 EEST goes back to 03:00 EET; the hour 03 happens twice.
  ['2026-10-25T00:30:00Z', { date: '2026-10-25', hour: 3 }],
  ['2026-10-25T01:30:00Z', { date: '2026-10-25', hour: 3 }],
  ['2026-10-25T02:30:00Z', { date: '2026-10-25', hour: 4 }],
])('nowIn(%s)', (instant, expected) => {
  it(`is ${JSON.stringify(expected)} in Bucharest`, () => expect(nowIn(new Date(instant))).toEqual(expected));
});

describe("isIsoDate (the form rules' cases)", () => {
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

describe("todayIn at the Bucharest midnight (the server's default today)", () => {
  it.each([
    ['2025-03-01T21:59:00Z', '2025-03-01'],
    ['2025-03-01T22:30:00Z', '2025-03-02'], // already the next day in Bucharest (UTC+2)
    ['2025-07-01T20:59:00Z', '2025-07-01'],
    ['2025-07-01T21:00:00Z', '2025-07-02'], // summer time, UTC+3
    ['2026-03-01T21:59:00Z', '2026-03-01'],
    ['2026-03-01T22:00:00Z', '2026-03-02'],
    ['2026-07-01T20:59:00Z', '2026-07-01'],
    ['2026-07-01T21:00:00Z', '2026-07-02'],
  ])('%s → %s', (instant, expected) => {
    expect(todayIn(new Date(instant))).toBe(expected);
  });
});

describe('isoDateCheck in a schema', () => {
  const schema = v.pipe(v.string(), isoDateCheck('not a day'));
  it.each([
    ['2025-02-28', true],
    ['2024-02-29', true],
    // valibot's isoDate() accepts these two: the shape is right, the day does not exist.
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-2-28', false],
  ])('%s → %s', (value, success) => {
    const result = v.safeParse(schema, value);
    expect(result.success).toBe(success);
    if (!result.success) expect(result.issues[0].message).toBe('not a day');
  });
});

describe('wallClockIn, Romanian time whatever the machine zone', () => {
  it.each([
    ['2026-01-15T21:59:30Z', { year: 2026, month: 1, day: 15, hour: 23, minute: 59, second: 30 }],
    ['2026-06-15T21:00:00Z', { year: 2026, month: 6, day: 16, hour: 0, minute: 0, second: 0 }],
  ])('%s', (instant, expected) => {
    expect(wallClockIn(new Date(instant))).toEqual(expected);
  });
});
