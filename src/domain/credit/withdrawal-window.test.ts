import {
  canWithdraw,
  romanianDateTime,
  startOfDayIn,
  withdrawalRight,
  withdrawalWindow,
} from './withdrawal-window.ts';

describe('withdrawalWindow', () => {
  it.each([
    // concluded at (UTC)            concluded on (RO)  last day       closes at (UTC)
    [
      '2026-11-25T10:00:00Z',
      '2026-11-25',
      '2026-12-09',
      '2026-12-09T22:00:00.000Z',
      'a Wednesday: 14 days later, a Wednesday',
    ],
    [
      '2026-11-25T21:59:59Z',
      '2026-11-25',
      '2026-12-09',
      '2026-12-09T22:00:00.000Z',
      '23:59:59 in Bucharest is still the same day',
    ],
    [
      '2026-11-25T22:00:00Z',
      '2026-11-26',
      '2026-12-10',
      '2026-12-10T22:00:00.000Z',
      'midnight in Bucharest is already the next day',
    ],
    [
      '2026-11-28T09:00:00Z',
      '2026-11-28',
      '2026-12-14',
      '2026-12-14T22:00:00.000Z',
      'a last day on Saturday moves to Monday',
    ],
    [
      '2026-11-17T09:00:00Z',
      '2026-11-17',
      '2026-12-02',
      '2026-12-02T22:00:00.000Z',
      '1 December (Ziua Nationala) moves to the 2nd',
    ],
    [
      '2026-12-11T09:00:00Z',
      '2026-12-11',
      '2026-12-28',
      '2026-12-28T22:00:00.000Z',
      'Christmas, then a weekend: Monday 28',
    ],
    [
      '2026-10-20T09:00:00Z',
      '2026-10-20',
      '2026-11-03',
      '2026-11-03T22:00:00.000Z',
      'summer time at signing, winter time at the end',
    ],
    [
      '2027-03-20T10:00:00Z',
      '2027-03-20',
      '2027-04-05',
      '2027-04-05T21:00:00.000Z',
      'winter time at signing, summer time at the end',
    ],
    [
      '2026-06-30T21:30:00Z',
      '2026-07-01',
      '2026-07-15',
      '2026-07-15T21:00:00.000Z',
      'summer: 00:30 in Bucharest is the next day',
    ],
    [
      '2026-05-18T08:00:00Z',
      '2026-05-18',
      '2026-06-02',
      '2026-06-02T21:00:00.000Z',
      "1 June: Children's Day and Rusalii Monday",
    ],
  ])('concluded %s → on %s, last day %s, closes %s (%s)', (concludedAt, concludedOn, lastDay, closesAt) => {
    const window = withdrawalWindow(new Date(concludedAt));
    expect(window.concludedOn).toBe(concludedOn);
    expect(window.lastDay).toBe(lastDay);
    expect(window.closesAt.toISOString()).toBe(closesAt);
  });
});

describe('canWithdraw', () => {
  const concluded = new Date('2026-11-25T10:00:00Z');
  it.each([
    ['2026-11-25T10:00:00Z', true, 'at once'],
    ['2026-12-02T12:00:00Z', true, 'after a week'],
    ['2026-12-09T21:59:59.999Z', true, 'the last millisecond of the last day in Bucharest'],
    ['2026-12-09T22:00:00.000Z', false, 'midnight in Bucharest after the last day'],
    ['2026-12-10T08:00:00Z', false, 'the next morning'],
    ['2027-01-10T08:00:00Z', false, 'weeks later'],
  ])('at %s → %s (%s)', (now, expected) => {
    expect(canWithdraw(concluded, new Date(now))).toBe(expected);
  });

  it('counts the weekend extension: Monday is still in time, Tuesday is not', () => {
    const saturday = new Date('2026-11-28T09:00:00Z');
    expect(canWithdraw(saturday, new Date('2026-12-14T21:00:00Z'))).toBe(true);
    expect(canWithdraw(saturday, new Date('2026-12-14T22:00:00Z'))).toBe(false);
  });
});

describe('withdrawalRight', () => {
  it.each([
    ['credit', 1, 'consumer'],
    ['leasing', 1, 'consumer'],
    ['credit', 2, 'company'],
    ['leasing', 2, 'company'],
    ['carSubscription', 1, 'subscription'],
    ['carSubscription', 2, 'subscription'],
  ] as const)('%s for person %s → %s', (productType, person, right) => {
    expect(withdrawalRight({ productType, person })).toBe(right);
  });
});

describe('Romanian wall clock', () => {
  it.each([
    ['2026-12-10', '2026-12-09T22:00:00.000Z'],
    ['2026-07-15', '2026-07-14T21:00:00.000Z'],
    ['2027-03-28', '2027-03-27T22:00:00.000Z'],
    ['2027-03-29', '2027-03-28T21:00:00.000Z'],
    ['2026-10-25', '2026-10-24T21:00:00.000Z'],
    ['2026-10-26', '2026-10-25T22:00:00.000Z'],
  ])('the day %s starts at %s', (day, instant) => {
    expect(startOfDayIn(day).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-11-25T10:05:00Z', '2026-11-25', '12:05'],
    ['2026-06-30T21:30:00Z', '2026-07-01', '00:30'],
    ['2026-10-25T00:30:00Z', '2026-10-25', '03:30'],
    ['2026-10-25T01:30:00Z', '2026-10-25', '03:30'],
  ])('%s reads %s %s in Bucharest', (instant, date, time) => {
    expect(romanianDateTime(new Date(instant))).toEqual({ date, time });
  });
});
