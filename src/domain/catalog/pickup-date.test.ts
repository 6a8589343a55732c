import { isSelectable, nextWorkingDay, normalizePickupDate, pickupWindow } from './pickup-date.ts';

// June 2025: Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8, Mon 9, Tue 10.
describe.each<[string | null, string, string, string, string]>([
  // base + 2 is a weekday: kept as is.
  [null, '2025-06-02', '2025-06-04', '2025-07-02', 'Monday + 2 = Wednesday'],
  [null, '2025-06-14', '2025-06-16', '2025-07-14', 'Saturday + 2 = Monday, a weekday'],
  [null, '2025-06-07', '2025-06-10', '2025-07-07', 'Saturday + 2 = Monday 9 June 2025, Rusalii → Tuesday'],
  // base + 2 on Saturday gets +3 and on Sunday +2, exactly as the spec says: both land on the
  // Tuesday, so a Thursday or Friday booking still leaves a full working day (Monday) to prepare
  // the car; the help text says so (the second day on a weekend gives the Tuesday).
  [null, '2025-06-05', '2025-06-10', '2025-07-05', 'Thursday + 2 = Saturday, + 3 = Tuesday'],
  [null, '2025-06-06', '2025-06-10', '2025-07-06', 'Friday + 2 = Sunday, + 2 = Tuesday'],
  // Counts from the availability date when the car arrives later.
  ['2025-06-16', '2025-06-02', '2025-06-18', '2025-07-16', 'from the availability date'],
  ['2025-06-19', '2025-06-02', '2025-06-24', '2025-07-19', 'availability Thursday: Saturday → Tuesday'],
  // An availability date already past counts from today.
  ['2025-05-01', '2025-06-02', '2025-06-04', '2025-07-02', 'past availability counts from today'],
  // Issue 12.7: then public holidays (and the weekends after them) are skipped.
  [null, '2026-12-23', '2026-12-28', '2027-01-22', 'Wed 23 Dec + 2 = Christmas, 26 Dec and Sunday → Mon 28'],
  [
    null,
    '2026-12-24',
    '2026-12-29',
    '2027-01-23',
    'Thu 24 Dec + 2 = Sat 26 Dec, + 3 = Tue 29 (the weekend rule)',
  ],
  [null, '2026-12-30', '2027-01-04', '2027-01-29', 'Wed 30 Dec + 2 = 1 Jan, 2 Jan Saturday → Mon 4 Jan'],
  [null, '2027-01-04', '2027-01-08', '2027-02-03', 'Mon 4 Jan + 2 = Boboteaza, Sf. Ioan → Fri 8'],
  [
    null,
    '2026-04-08',
    '2026-04-14',
    '2026-05-08',
    'Wed + 2 = Good Friday, Easter and Easter Monday → Tue 14 Apr',
  ],
  [
    null,
    '2026-05-28',
    '2026-06-02',
    '2026-06-27',
    'Thu + 2 = Saturday → Tue 2 Jun (Rusalii Monday 1 Jun skipped)',
  ],
  [null, '2026-11-26', '2026-12-02', '2026-12-26', 'Thu + 2 = Saturday → Tue 1 Dec is a holiday → Wed 2'],
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
    ['2025-06-14', '2025-06-16'],
    ['2025-06-15', '2025-06-16'],
    // Monday 9 June 2025 is Rusalii Monday.
    ['2025-06-07', '2025-06-10'],
    ['2025-06-08', '2025-06-10'],
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
  ['2025-06-14', '2025-06-16'],
  ['2025-06-15', '2025-06-16'],
  ['2025-06-08', '2025-06-10'],
  ['2025-05-31', '2025-06-02'],
  ['2026-12-25', '2026-12-28'],
  ['2026-12-31', '2026-12-31'],
  ['2027-01-01', '2027-01-04'],
  ['2026-04-10', '2026-04-14'],
])('nextWorkingDay(%s)', (date, expected) => {
  it(`is ${expected}`, () => expect(nextWorkingDay(date)).toBe(expected));
});

describe('selection around Christmas: window of Mon 14 Dec 2026', () => {
  const window = pickupWindow(null, '2026-12-14');
  it.each<[string, boolean]>([
    ['2026-12-24', true],
    ['2026-12-25', false],
    ['2026-12-26', false],
    ['2026-12-28', true],
    ['2027-01-01', false],
    ['2027-01-07', false],
    ['2027-01-08', true],
  ])('isSelectable(%s) is %s', (date, expected) => expect(isSelectable(date, window)).toBe(expected));

  it('moves a picked holiday to the next working day', () => {
    expect(normalizePickupDate('2026-12-25', window)).toBe('2026-12-28');
    expect(normalizePickupDate('2027-01-01', window)).toBe('2027-01-04');
  });
});
