import { isSelectable, moveOffWeekend, normalizePickupDate, pickupWindow } from './pickup-date.ts';

// June 2025: Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9, Tue 10.
describe.each<[string | null, string, string, string, string]>([
  // base + 2 is a weekday: kept as is.
  [null, '2025-06-02', '2025-06-04', '2025-07-02', 'Monday + 2 = Wednesday'],
  [null, '2025-06-07', '2025-06-09', '2025-07-07', 'Saturday + 2 = Monday, a weekday'],
  // base + 2 on Saturday gets +3 and on Sunday +2, exactly as the spec says: both land on the
  // Tuesday, so a Thursday or Friday booking still leaves a full working day (Monday) to prepare
  // the car, matching the help text "at the earliest 2 working days after booking".
  [null, '2025-06-05', '2025-06-10', '2025-07-05', 'Thursday + 2 = Saturday, + 3 = Tuesday'],
  [null, '2025-06-06', '2025-06-10', '2025-07-06', 'Friday + 2 = Sunday, + 2 = Tuesday'],
  // Counts from the availability date when the car arrives later.
  ['2025-06-16', '2025-06-02', '2025-06-18', '2025-07-16', 'from the availability date'],
  ['2025-06-19', '2025-06-02', '2025-06-24', '2025-07-19', 'availability Thursday: Saturday → Tuesday'],
  // An availability date already past counts from today.
  ['2025-05-01', '2025-06-02', '2025-06-04', '2025-07-02', 'past availability counts from today'],
])('pickupWindow(%j, today %s)', (availability, today, earliest, latest, why) => {
  it(`is ${earliest} .. ${latest} (${why})`, () => {
    expect(pickupWindow(availability, today)).toEqual({ earliest, latest });
  });
});

describe('selection in the window 2025-06-04 .. 2025-07-02', () => {
  const window = pickupWindow(null, '2025-06-02');
  it.each<[string, boolean]>([
    ['2025-06-03', false],
    ['2025-06-04', true],
    ['2025-06-07', false],
    ['2025-06-08', false],
    ['2025-07-02', true],
    ['2025-07-03', false],
  ])('isSelectable(%s) is %s', (date, expected) => expect(isSelectable(date, window)).toBe(expected));

  it.each<[string, string | null]>([
    ['2025-06-07', '2025-06-09'],
    ['2025-06-08', '2025-06-09'],
    ['2025-06-11', '2025-06-11'],
    ['2025-06-03', null],
    // Sunday 29 June moves to Monday 30 June, still inside.
    ['2025-06-29', '2025-06-30'],
    ['2025-07-05', null],
  ])('normalizePickupDate(%s) is %s', (date, expected) =>
    expect(normalizePickupDate(date, window)).toBe(expected),
  );
});

describe.each([
  ['2025-06-06', '2025-06-06'],
  ['2025-06-07', '2025-06-09'],
  ['2025-06-08', '2025-06-09'],
  ['2025-05-31', '2025-06-02'],
])('moveOffWeekend(%s)', (date, expected) => {
  it(`is ${expected}`, () => expect(moveOffWeekend(date)).toBe(expected));
});
