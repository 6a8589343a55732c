import { sql } from 'drizzle-orm';
import { type TestInstance, testBackends, useTestInstances } from '../test/harness.ts';
import { advisoryLock, LOCK_IDS, LOCK_NAMESPACE } from './advisory-lock.ts';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise the test settles by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The sessions holding (granted) or waiting for the rebuild lock on this PostgreSQL database. */
async function rebuildLockSessions(instance: TestInstance): Promise<{ pid: number; granted: boolean }[]> {
  const rows = await instance.db.execute(sql`
    select l.pid, l.granted from pg_locks l join pg_database d on d.oid = l.database
    where l.locktype = 'advisory' and d.datname = current_database()
      and l.classid = ${LOCK_NAMESPACE} and l.objid = ${LOCK_IDS.rebuild} and l.objsubid = 2`);
  // postgres-js answers the rows as an array (this query only runs on PostgreSQL).
  return Array.from(rows as unknown as { pid: number; granted: boolean }[]);
}

describe.each(testBackends())('advisory lock on $name', (backend) => {
  const [a, b] = useTestInstances(backend);

  /** Resolves once `count` callers wait in the lock's queue (on PGlite a call queues as it is made). */
  async function waiters(count: number) {
    if (backend.name !== 'postgres') return;
    await vi.waitFor(async () =>
      expect((await rebuildLockSessions(a)).filter((s) => !s.granted)).toHaveLength(count),
    );
  }

  /** Takes the lock on `instance` and holds it until `release` is called. */
  async function hold(instance: TestInstance, options?: Parameters<typeof advisoryLock>[2]) {
    const held = gate();
    const taken = gate();
    const holding = advisoryLock(
      instance.handle,
      'rebuild',
      options,
    )(async () => {
      taken.open();
      await held.opened;
    });
    await taken.opened;
    return {
      release() {
        held.open();
        return holding;
      },
    };
  }

  it('makes runs from two instances take turns, in the order they asked', async () => {
    const events: string[] = [];
    const run = (name: string) => async () => {
      events.push(`${name} start`);
      await pause(20);
      events.push(`${name} end`);
      return name;
    };
    const holder = await hold(a);
    const second = advisoryLock(b.handle, 'rebuild')(run('b'));
    await waiters(1);
    const third = advisoryLock(a.handle, 'rebuild')(run('a2'));
    await waiters(2);
    expect(events).toEqual([]);
    await holder.release();
    expect(await Promise.all([second, third])).toEqual(['b', 'a2']);
    expect(events).toEqual(['b start', 'b end', 'a2 start', 'a2 end']);
  });

  it('gives the lock back when the run fails', async () => {
    const lockA = advisoryLock(a.handle, 'rebuild');
    await expect(lockA(() => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(await advisoryLock(b.handle, 'rebuild')(async () => 'next')).toBe('next');
  });

  it('stops waiting when aborted, without ever running, and leaves the lock usable', async () => {
    const holder = await hold(a);
    const controller = new AbortController();
    let ran = false;
    const waiting = advisoryLock(b.handle, 'rebuild')(async () => {
      ran = true;
    }, controller.signal);
    await waiters(1);
    controller.abort(new Error('shutting down'));
    await expect(waiting).rejects.toThrow('shutting down');
    await holder.release();
    expect(ran).toBe(false);
    expect(await advisoryLock(b.handle, 'rebuild')(async () => 'after')).toBe('after');
    if (backend.name === 'postgres') expect(await rebuildLockSessions(a)).toHaveLength(0);
  });

  it.runIf(backend.name === 'postgres')(
    'is released when the session holding it ends (the instance died), so the other one goes on',
    async () => {
      const messages: string[] = [];
      const holder = await hold(a, { log: (message) => messages.push(message) });
      const waiting = advisoryLock(b.handle, 'rebuild')(async () => 'b ran');
      await vi.waitFor(async () =>
        expect((await rebuildLockSessions(a)).map((s) => s.granted).sort()).toEqual([false, true]),
      );
      // What a killed process looks like to PostgreSQL: its session ends.
      await a.db.execute(sql`
        select pg_terminate_backend(l.pid) from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and d.datname = current_database() and l.granted
          and l.classid = ${LOCK_NAMESPACE} and l.objid = ${LOCK_IDS.rebuild}`);
      expect(await waiting).toBe('b ran');
      await holder.release();
      expect(messages).toEqual(['the rebuild lock was lost during the run (its database session ended)']);
    },
  );
});
