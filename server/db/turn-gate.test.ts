/**
 * The turn gate: database work in arrival order, one call at a time, and no more than the budget
 * per event-loop turn, so what waits for the loop (a new connection, a timer) gets its turn.
 */
import { asRequest, createTurnGate } from './turn-gate.ts';

/** Work that holds the thread like a PGlite statement does. */
const statement = (ms: number) => async () => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy, as WebAssembly is
  }
};

describe('createTurnGate', () => {
  it('runs work in arrival order, one call at a time', async () => {
    const gate = createTurnGate({ budgetMs: 1000 });
    const events: string[] = [];
    const job = (name: string) =>
      gate.run(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        events.push(`${name} ends`);
        return name;
      });
    expect(await Promise.all([job('a'), job('b'), job('c')])).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('serves the calls of a request that has had one before requests not yet served', async () => {
    const gate = createTurnGate({ budgetMs: 1000 });
    const order: string[] = [];
    const request = (name: string, statements: number) =>
      asRequest(async () => {
        for (let i = 1; i <= statements; i++) await gate.run(async () => void order.push(`${name}${i}`));
      });
    await Promise.all([
      request('a', 3),
      request('b', 3),
      request('c', 1),
      gate.run(async () => void order.push('job')),
    ]);
    // One line per statement would give a1 b1 c1 job a2 b2 a3 b3.
    expect(order).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'job']);
  });

  it('rejects only the caller whose work failed, also when it throws at once', async () => {
    const gate = createTurnGate({ budgetMs: 1000 });
    const failing = gate.run(async () => {
      throw new Error('statement failed');
    });
    const throwing = gate.run(() => {
      throw new Error('no promise at all');
    });
    const after = gate.run(async () => 'still served');
    await expect(failing).rejects.toThrow('statement failed');
    await expect(throwing).rejects.toThrow('no promise at all');
    expect(await after).toBe('still served');
  });

  // Ungated, all 20 statements would run before the loop's next phase.
  it.each([
    {
      case: 'lets the event loop turn once a turn has spent its budget',
      budgetMs: 10,
      ms: 4,
      loopFirst: true,
    },
    {
      case: 'runs work within the budget without waiting for another turn',
      budgetMs: 1000,
      ms: 1,
      loopFirst: false,
    },
  ])('$case', async ({ budgetMs, ms, loopFirst }) => {
    const gate = createTurnGate({ budgetMs });
    let finished = 0;
    const work = Array.from({ length: 20 }, () => gate.run(statement(ms)).then(() => finished++));
    const finishedWhenLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished)),
    );
    expect(finishedWhenLoopTurned).toBeGreaterThan(0);
    expect(finishedWhenLoopTurned < 20).toBe(loopFirst);
    await Promise.all(work);
    expect(finished).toBe(20);
  });
});
