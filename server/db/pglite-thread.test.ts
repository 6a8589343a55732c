import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { types } from '@electric-sql/pglite';
import { isUniqueViolation } from '../routes/leads/unique-violation.ts';
import { openPgliteThread, type PgliteThread, toWorkerOptions } from './pglite-thread.ts';
import { asArrived } from './request-arrival.ts';

describe('toWorkerOptions', () => {
  it("accepts Drizzle's text-keeping parsers (the thread applies them to every call) and sends the row mode", () => {
    const keep = (value: string) => value;
    const drizzleLike = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: keep, [types.DATE]: keep },
    };
    expect(toWorkerOptions(drizzleLike)).toEqual({ rowMode: 'array' });
    expect(toWorkerOptions(undefined)).toEqual({});
  });

  it('refuses any other parser: a function cannot run in the other thread', () => {
    expect(() => toWorkerOptions({ parsers: { [types.DATE]: (value: string) => new Date(value) } })).toThrow(
      /type 1082/,
    );
    expect(() => toWorkerOptions({ parsers: { [types.INT4]: (value: string) => value } })).toThrow(/type 23/);
  });
});

describe('openPgliteThread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await openPgliteThread({});
    await thread.exec('create table seats (id integer primary key, holder text not null)');
  });
  beforeEach(async () => {
    await thread.exec('delete from seats');
  });
  afterAll(async () => {
    await thread.close();
  });

  it('answers statements with parameters, in object or array rows, dates and timestamps as text', async () => {
    await thread.query('insert into seats values ($1, $2)', [1, 'Ana']);
    expect((await thread.query('select id, holder from seats')).rows).toEqual([{ id: 1, holder: 'Ana' }]);
    const asArrays = await thread.query<unknown[]>(
      `select id, '2026-11-27'::date as day, '2026-11-27 08:00+00'::timestamptz as at from seats`,
      [],
      { rowMode: 'array' },
    );
    expect(asArrays.rows).toEqual([[1, '2026-11-27', '2026-11-27 08:00:00+00']]);
  });

  it('rejects a failed statement with the SQLSTATE fields a caller checks', async () => {
    await thread.query('insert into seats values (1, $1)', ['Ana']);
    const error = await thread
      .query('insert into seats values (1, $1)', ['Ion'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error, 'seats_pkey')).toBe(true);
    expect((error as Error).message).toContain('duplicate key');
  });

  it('commits a transaction whose work succeeds and rolls back one whose work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into seats values (1, $1)', ['Ana']);
      await tx.exec(`insert into seats values (2, 'Ion')`);
    });
    const failed = thread.transaction(async (tx) => {
      await tx.query('insert into seats values (3, $1)', ['Dan']);
      throw new Error('the order was refused');
    });
    await expect(failed).rejects.toThrow('the order was refused');
    expect((await thread.query('select id from seats order by id')).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs a statement sent during a transaction after it, never inside it', async () => {
    const outsideRead = Promise.withResolvers<unknown>();
    await thread.transaction(async (tx) => {
      await tx.query('insert into seats values (1, $1)', ['Ana']);
      outsideRead.resolve(thread.query('select count(*)::int as n from seats'));
      // The outside statement waits for this transaction, so its answer cannot come first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into seats values (2, $1)', ['Ion']);
    });
    expect(((await outsideRead.promise) as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });

  it('runs the waiting statements of the request that arrived first first, whatever the order they were sent in', async () => {
    const answered: string[] = [];
    const read = (label: string) =>
      thread.query(`select $1::text as label`, [label]).then(() => answered.push(label));
    // Keeps the thread busy while the next ones are sent, so that they wait together.
    const busy = thread.query('select count(*) from generate_series(1, 2000000)');
    const now = performance.now();
    const waiting = [
      asArrived(now + 2000, () => read('newest')),
      asArrived(now - 1000, () => read('oldest')),
      read('no request'),
      asArrived(now + 1000, () => read('newer')),
      asArrived(now - 1000, () => read('oldest, sent second')),
    ];
    await Promise.all([busy, ...waiting]);
    expect(answered).toEqual(['oldest', 'oldest, sent second', 'no request', 'newer', 'newest']);
  });

  it("runs a transaction's statements before the older statements waiting for it to end", async () => {
    const answered: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      outside = asArrived(performance.now() - 60_000, () =>
        thread.query('select 1').then(() => answered.push('outside')),
      );
      // In line behind the outside one, this statement would wait for the end of its own transaction.
      await tx.query('insert into seats values (1, $1)', ['Ana']);
      answered.push('inside');
    });
    await outside;
    expect(answered).toEqual(['inside', 'outside']);
  });
});

describe('openPgliteThread on a folder', () => {
  it('keeps what was committed for the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-pglite-thread-'));
    try {
      const first = await openPgliteThread({ dataDir });
      await first.exec('create table kept (n integer)');
      await first.query('insert into kept values ($1)', [7]);
      await first.close();
      const second = await openPgliteThread({ dataDir });
      expect((await second.query('select n from kept')).rows).toEqual([{ n: 7 }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('openPgliteThread when the thread dies', () => {
  it('fails the call in flight and every later one, and reports the crash once', async () => {
    const crashes: Error[] = [];
    // A heap small enough that three million result rows exhaust it: the thread dies as on any crash.
    const thread = await openPgliteThread(
      {},
      { onCrash: (error) => crashes.push(error), resourceLimits: { maxOldGenerationSizeMb: 32 } },
    );
    await expect(thread.query('select g from generate_series(1, 3000000) g')).rejects.toThrow(/memory/);
    await expect(thread.query('select 1')).rejects.toThrow(/memory/);
    expect(crashes).toHaveLength(1);
    await thread.close();
  });

  it('refuses calls once closed, with a clear reason, and does not report the close as a crash', async () => {
    const crashes: Error[] = [];
    const thread = await openPgliteThread({}, { onCrash: (error) => crashes.push(error) });
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('the database is closed');
    await thread.close();
    expect(crashes).toEqual([]);
  });
});
