import { deadlineState, workingDaysLeft } from './review-deadline.ts';

describe('workingDaysLeft and deadlineState', () => {
  // 2026-11-27 is a Friday; 2026-11-30 (Sf. Andrei) and 2026-12-01 (Ziua Nationala) are holidays.
  describe.each([
    { today: '2026-11-20', due: '2026-11-20', left: 0, state: 'close' },
    { today: '2026-11-18', due: '2026-11-20', left: 2, state: 'close' },
    { today: '2026-11-17', due: '2026-11-20', left: 3, state: 'open' },
    { today: '2026-11-27', due: '2026-12-02', left: 1, state: 'close' },
    { today: '2026-11-26', due: '2026-12-03', left: 3, state: 'open' },
    { today: '2026-11-25', due: '2026-12-03', left: 4, state: 'open' },
    { today: '2026-11-21', due: '2026-11-23', left: 1, state: 'close' },
    { today: '2026-11-23', due: '2026-11-20', left: -3, state: 'overdue' },
    { today: '2026-11-21', due: '2026-11-20', left: -1, state: 'overdue' },
    { today: '2026-11-01', due: '2026-12-01', left: 20, state: 'open' },
  ] as const)('today $today, due $due', ({ today, due, left, state }) => {
    it(`leaves ${left} working days and is ${state}`, () => {
      expect(workingDaysLeft(today, due)).toBe(left);
      expect(deadlineState(today, due)).toBe(state);
    });
  });
});
