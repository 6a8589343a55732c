import { isPublicHoliday, orthodoxEaster, publicHolidays } from './public-holidays.ts';

describe.each([
  [2023, '2023-04-16'],
  [2024, '2024-05-05'],
  [2025, '2025-04-20'],
  [2026, '2026-04-12'],
  [2027, '2027-05-02'],
  [2028, '2028-04-16'],
  [2030, '2030-04-28'],
])('orthodoxEaster(%i)', (year, easter) => {
  it(`is ${easter}`, () => expect(orthodoxEaster(year)).toBe(easter));
});

describe.each([
  ['2026-01-01', true, 'Anul Nou'],
  ['2026-01-02', true, 'a doua zi de Anul Nou'],
  ['2026-01-06', true, 'Boboteaza'],
  ['2026-01-07', true, 'Sf. Ioan'],
  ['2026-01-24', true, 'Unirea Principatelor'],
  ['2026-04-10', true, 'Vinerea Mare 2026'],
  ['2026-04-12', true, 'Pastele 2026'],
  ['2026-04-13', true, 'a doua zi de Pasti 2026'],
  ['2026-05-01', true, '1 Mai'],
  ['2026-05-31', true, 'Rusaliile 2026'],
  ['2026-06-01', true, 'a doua zi de Rusalii 2026 and Ziua Copilului'],
  ['2026-08-15', true, 'Adormirea Maicii Domnului'],
  ['2026-11-30', true, 'Sf. Andrei'],
  ['2026-12-01', true, 'Ziua Nationala'],
  ['2026-12-25', true, 'Craciunul'],
  ['2026-12-26', true, 'a doua zi de Craciun'],
  ['2025-04-18', true, 'Vinerea Mare 2025'],
  ['2025-06-08', true, 'Rusaliile 2025'],
  ['2025-06-09', true, 'a doua zi de Rusalii 2025'],
  ['2026-12-24', false, 'Ajunul Craciunului is a working day'],
  ['2026-04-05', false, 'the Western Easter 2026'],
  ['2026-01-03', false, 'an ordinary Saturday'],
  ['2026-06-02', false, 'an ordinary Tuesday'],
])('isPublicHoliday(%s)', (date, holiday, name) => {
  it(`is ${holiday}: ${name}`, () => expect(isPublicHoliday(date)).toBe(holiday));
});

it('lists 12 fixed and 5 movable holidays in a year where none coincide', () => {
  expect(publicHolidays(2025).size).toBe(17);
});
