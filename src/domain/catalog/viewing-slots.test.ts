import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { nowIn } from '../dates.ts';
import { createViewingRequestSchema } from '../forms/viewing-schema.ts';
import { isSelectable } from './pickup-date.ts';
import {
  type CarLocation,
  closedForHoliday,
  isPastSlot,
  isSlotAvailable,
  openSlots,
  slotLabel,
  viewingSlots,
} from './viewing-slots.ts';

const location: CarLocation = {
  id: 1,
  name: 'Bucuresti',
  link: '',
  address: 'Str. Exemplu 1',
  opening_hours: {
    weekday: { start: 9, end: 18 },
    saturday: { start: 10, end: 14 },
    sunday: null,
    break: { start: 13, end: 14 },
  },
  reservations: [
    { date: '2025-06-04', hour: 9 },
    { date: '2025-06-04', hour: 15 },
    { date: '2025-06-07', hour: 11 },
  ],
};
// Before opening time on Monday 2 June 2025: every hour of the day is still ahead.
const today = { date: '2025-06-02', hour: 7 };

// June 2025: Wed 4, Thu 5, Sat 7, Sun 8.
describe.each<[string, number[], string]>([
  ['2025-06-05', [9, 10, 11, 12, 13, 14, 15, 16, 17], 'weekday: 9 up to but excluding 18, break ignored'],
  ['2025-06-04', [10, 11, 12, 13, 14, 16, 17], 'booked 9 and 15 removed'],
  ['2025-06-07', [10, 12, 13], 'Saturday hours minus the booked 11'],
  ['2025-06-08', [], 'closed on Sunday'],
  ['2025-06-02', [9, 10, 11, 12, 13, 14, 15, 16, 17], 'today is allowed'],
  ['2025-05-30', [], 'a past weekday has no slots'],
  ['2025-02-30', [], 'not a date'],
])('viewingSlots(%s)', (date, slots, why) => {
  it(`is ${JSON.stringify(slots)}: ${why}`, () => expect(viewingSlots(location, date, today)).toEqual(slots));
});

describe.each<[string, number, boolean]>([
  ['2025-06-05', 9, true],
  ['2025-06-05', 18, false],
  ['2025-06-05', 8, false],
  ['2025-06-04', 15, false],
  ['2025-06-08', 10, false],
])('isSlotAvailable(%s, %i)', (date, hour, expected) => {
  it(`is ${expected}`, () => expect(isSlotAvailable(location, date, hour, today)).toBe(expected));
});

// Issue 12.5: today, only hours strictly after the running Romanian hour; instants are UTC.
describe.each<[string, string, string, number[]]>([
  ['15:30 on a summer Thursday (UTC+3)', '2025-06-05T12:30:00Z', '2025-06-05', [16, 17]],
  ['15:00 sharp: the 15:00 slot has started', '2025-06-05T12:00:00Z', '2025-06-05', [16, 17]],
  ['14:59: 15:00 is still ahead', '2025-06-05T11:59:00Z', '2025-06-05', [15, 16, 17]],
  ['17:10: nothing left today', '2025-06-05T14:10:00Z', '2025-06-05', []],
  [
    'late evening: tomorrow is whole',
    '2025-06-04T20:30:00Z',
    '2025-06-05',
    [9, 10, 11, 12, 13, 14, 15, 16, 17],
  ],
  ['00:30 in Bucharest is still 21:30 UTC the day before', '2025-06-04T21:30:00Z', '2025-06-04', []],
  [
    '09:30 on a winter Thursday (UTC+2)',
    '2025-01-09T07:30:00Z',
    '2025-01-09',
    [10, 11, 12, 13, 14, 15, 16, 17],
  ],
  // 30 March 2025: clocks go from 03:00 to 04:00; Sunday is closed, so look at the Monday after.
  [
    'spring change: 10:30 on Monday 31 March (UTC+3)',
    '2025-03-31T07:30:00Z',
    '2025-03-31',
    [11, 12, 13, 14, 15, 16, 17],
  ],
  [
    'spring change day: 04:30 after the jump',
    '2025-03-30T01:30:00Z',
    '2025-03-31',
    [9, 10, 11, 12, 13, 14, 15, 16, 17],
  ],
  // 26 October 2024 is a Saturday (10–14); 27 October the clocks go back from 04:00 to 03:00.
  ['autumn Saturday: 11:30 (UTC+3)', '2024-10-26T08:30:00Z', '2024-10-26', [12, 13]],
  [
    'autumn change: 09:30 on Monday 28 October (UTC+2)',
    '2024-10-28T07:30:00Z',
    '2024-10-28',
    [10, 11, 12, 13, 14, 15, 16, 17],
  ],
])('viewingSlots at %s', (_name, instant, date, slots) => {
  it(`offers ${JSON.stringify(slots)} on ${date}`, () =>
    expect(viewingSlots({ ...location, reservations: [] }, date, nowIn(new Date(instant)))).toEqual(slots));
});

describe.each<[string, number, boolean]>([
  ['2025-06-05', 15, true],
  ['2025-06-05', 16, false],
  ['2025-06-04', 17, true],
  ['2025-06-06', 9, false],
])('isPastSlot(%s, %i) at 15:30 on 5 June', (date, hour, past) => {
  it(`is ${past}`, () => expect(isPastSlot(date, hour, { date: '2025-06-05', hour: 15 })).toBe(past));
});

it.each([
  [9, '09:00'],
  [17, '17:00'],
])('slotLabel(%i) is %s', (hour, label) => expect(slotLabel(hour)).toBe(label));

/**
 * Issue 31.7: one holiday rule for the pickup calendar and the viewings (public-holidays.ts). A
 * showroom open every day of the week still has no slot on a holiday, the viewing form's schema
 * (the server's too) refuses the date, and the pickup calendar refuses the same day.
 */
describe('one holiday rule for pickup and viewing', () => {
  const everyDay = { start: 9, end: 17 };
  const openDaily: CarLocation = {
    ...location,
    opening_hours: { weekday: everyDay, saturday: everyDay, sunday: everyDay, break: null },
    reservations: [],
  };
  const today = '2025-11-20';
  const schema = createViewingRequestSchema(today);
  const wideWindow = { earliest: today, latest: '2026-12-31' };
  const dateRefused = (date: string) => {
    const result = v.safeParse(schema, {
      car_id: 1,
      last_name: 'Pop',
      first_name: 'Ana',
      phone_no: '+40712345678',
      email: 'ana@example.ro',
      date,
      hour: 10,
    });
    return result.success ? null : (v.flatten(result.issues).nested?.date?.[0] ?? null);
  };

  it.each<[string, string, boolean]>([
    ['2025-11-30', 'Sf. Andrei (a Sunday)', true],
    ['2025-12-01', 'Ziua Nationala (a Monday)', true],
    ['2025-12-25', 'Craciun (a Thursday)', true],
    ['2025-12-26', 'a doua zi de Craciun (a Friday)', true],
    ['2026-01-01', 'Anul Nou', true],
    ['2026-01-06', 'Boboteaza (a Tuesday)', true],
    ['2025-12-02', 'a Tuesday', false],
    ['2025-12-24', 'Christmas Eve, a working Wednesday', false],
    ['2025-11-29', 'a Saturday', false],
  ])('%s, %s: holiday %s', (date, _name, holiday) => {
    expect(closedForHoliday(date)).toBe(holiday);
    expect(openSlots(openDaily, date)).toEqual(holiday ? [] : [9, 10, 11, 12, 13, 14, 15, 16]);
    expect(dateRefused(date)).toBe(holiday ? roValidation.viewingHoliday : null);
    if (holiday) expect(isSelectable(date, wideWindow)).toBe(false);
  });
});
