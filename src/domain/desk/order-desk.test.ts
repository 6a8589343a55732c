import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';
import {
  type DeskAction,
  type DeskStatus,
  deskActionsFor,
  handoverDateProblem,
  mayTake,
  releaseCutoff,
  releaseHoursOf,
} from './order-desk.ts';

describe.each<[DeskStatus, DeskAction[]]>([
  ['in_progress', ['cancel']],
  ['refused', ['cancel']],
  ['approved', ['cancel']],
  ['paid', ['handover', 'cancel']],
  ['handover_set', ['handover', 'delivered', 'cancel']],
  ['delivered', []],
  ['withdrawn', []],
  ['cancelled', []],
  ['released', []],
])('status %s', (status, actions) => {
  it(`allows ${actions.join(', ') || 'nothing'}`, () => {
    expect(deskActionsFor(status)).toEqual(actions);
    for (const action of ['handover', 'delivered', 'cancel'] as const) {
      expect(mayTake(status, action)).toBe(actions.includes(action));
    }
  });
});

describe.each([
  ['2026-11-28', null],
  ['2026-12-01', null],
  ['2027-11-28', null],
  ['2027-11-29', 'tooFar'],
  ['2026-11-27', 'past'],
  ['2026-02-30', 'invalid'],
  ['28.11.2026', 'invalid'],
  ['', 'invalid'],
])('handover date %s agreed on 2026-11-28', (date, problem) => {
  it(`is ${problem ?? 'accepted'}`, () => expect(handoverDateProblem(date, '2026-11-28')).toBe(problem));
});

describe.each([
  [undefined, 48],
  ['24', 24],
  ['1', 1],
  ['720', 720],
  ['0', 48],
  ['721', 48],
  ['2.5', 48],
  ['abc', 48],
])('release hours setting %s', (value, hours) => {
  it(`is ${hours} h`, () => expect(releaseHoursOf(value)).toBe(hours));
});

it('release cutoff is the given hours before now', () => {
  expect(releaseCutoff(new Date('2026-11-28T12:00:00Z'), 48).toISOString()).toBe('2026-11-26T12:00:00.000Z');
});

describe.each<[string | number | null, string]>([
  ['simplu', 'simplu'],
  [12, '12'],
  [null, ''],
  ['Popescu, Ion', '"Popescu, Ion"'],
  ['spune "da"', '"spune ""da"""'],
  ['doua\nrânduri', '"doua\nrânduri"'],
  ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+40722000000', "'+40722000000"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\t=1', "'\t=1"],
  [' spatiu', '" spatiu"'],
  ['a;b', '"a;b"'],
])('csv cell %j', (value, expected) => {
  it(`is written ${expected}`, () => expect(csvCell(value)).toBe(expected));
});

it('a csv line ends with CRLF', () => {
  expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
});
