import { type DecisionJob, nextDueJobs, runDueJobs, runJobLoop, scheduleJob } from './scheduler.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));
const job = (id: number, dueSecond: number, completedAt: Date | null = null): DecisionJob => ({
  id,
  orderUuid: `order-${id}`,
  kind: 'check1',
  dueAt: at(dueSecond),
  completedAt,
});

describe('scheduleJob', () => {
  it.each([
    ['check1', 3],
    ['check2', 3],
    ['individual', 0],
  ] as const)('%s is due after %i s by default', (kind, seconds) => {
    expect(scheduleJob('u', kind, at(0)).dueAt).toEqual(at(seconds));
  });

  it('takes configured delays (0 for tests)', () => {
    expect(scheduleJob('u', 'check2', at(5), { check1: 0, check2: 0, individual: 0 }).dueAt).toEqual(at(5));
  });
});

describe('nextDueJobs', () => {
  const jobs = [job(1, 5), job(2, 1), job(3, 1, at(2)), job(4, 9), job(5, 1)];
  it.each([
    [0, []],
    [1, [2, 5]],
    [5, [2, 5, 1]],
    [9, [2, 5, 1, 4]],
  ])('at second %i → jobs %j', (second, ids) => {
    expect(nextDueJobs(jobs, at(second)).map((j) => j.id)).toEqual(ids);
  });
});

function fakeStore(initial: DecisionJob[]) {
  const rows = initial.map((row) => ({ ...row }));
  let clock = at(0);
  return {
    rows,
    advance: (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    deps: {
      loadDue: async (now: Date) => nextDueJobs(rows, now),
      complete: async (due: DecisionJob) => {
        const row = rows.find((r) => r.id === due.id && r.completedAt === null);
        if (row) row.completedAt = clock;
        return row !== undefined;
      },
      now: () => clock,
      sleep: async () => {},
    },
  };
}

describe('runDueJobs', () => {
  it('completes only due jobs, and a restart (a new runner over the same rows) picks up the rest', async () => {
    const store = fakeStore([job(1, 0), job(2, 3)]);
    expect(await runDueJobs(store.deps)).toBe(1);
    store.advance(3);
    expect(await runDueJobs({ ...store.deps })).toBe(1);
    expect(store.rows.every((r) => r.completedAt !== null)).toBe(true);
  });

  it('keeps a failing job open and reports it', async () => {
    const store = fakeStore([job(1, 0), job(2, 0)]);
    const failures: number[] = [];
    const completed = await runDueJobs({
      ...store.deps,
      complete: async (due) => {
        if (due.id === 1) throw new Error('provider down');
        return store.deps.complete(due);
      },
      onError: (due) => failures.push(due.id),
    });
    expect(completed).toBe(1);
    expect(failures).toEqual([1]);
    expect(store.rows.find((r) => r.id === 1)?.completedAt).toBeNull();
  });

  it('counts only the jobs it ran: one another runner took is not work done', async () => {
    const store = fakeStore([job(1, 0), job(2, 0)]);
    const stale = await store.deps.loadDue(at(0));
    expect(await runDueJobs(store.deps)).toBe(2);
    expect(await runDueJobs({ ...store.deps, loadDue: async () => stale })).toBe(0);
  });
});

describe('runJobLoop', () => {
  it('sleeps only when idle and stops when aborted', async () => {
    const store = fakeStore([job(1, 0), job(2, 2)]);
    const controller = new AbortController();
    const sleeps: number[] = [];
    await runJobLoop(
      {
        ...store.deps,
        sleep: async (ms) => {
          sleeps.push(ms);
          store.advance(1);
          if (sleeps.length === 3) controller.abort();
        },
      },
      { idleMs: 250, signal: controller.signal },
    );
    expect(store.rows.map((r) => r.completedAt)).toEqual([at(0), at(2)]);
    expect(sleeps).toEqual([250, 250, 250]);
  });
});
