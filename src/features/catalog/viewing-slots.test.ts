import { type CarLocation, isSlotAvailable, slotLabel, viewingSlots } from './viewing-slots.ts';

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
const today = '2025-06-02';

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

it.each([
  [9, '09:00'],
  [17, '17:00'],
])('slotLabel(%i) is %s', (hour, label) => expect(slotLabel(hour)).toBe(label));
