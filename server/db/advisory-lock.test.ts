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
  const client = instance.handle.sql;
  if (!client) throw new Error('a PostgreSQL instance has its client');
  return client<{ pid: number; granted: boolean }[]>`
    select l.pid, l.granted from pg_locks l join pg_database d on d.oid = l.database
    where l.locktype = 'advisory' and d.datname = current_database()
      and l.classid = ${LOCK_NAMESPACE} and l.objid = ${LOCK_IDS.rebuild} and l.objsubid = 2`;
}

describe.each(testBackends())('advisory lock on $name', (backend) => {
  const [a, b] = useTestInstances(backend);

  it('makes runs from two instances take turns, in the order they asked', async () => {
    const lockA = advisoryLock(a.handle, 'rebuild');
    const lockB = advisoryLock(b.handle, 'rebuild');
    const events: string[] = [];
    const run = (name: string) => async () => {
      events.push(`${name} start`);
      await pause(50);
      events.push(`${name} end`);
      return name;
    };
    const first = lockA(run('a1'));
    await vi.waitFor(() => expect(events).toContain('a1 start'));
    const results = await Promise.all([first, lockB(run('b')), lockA(run('a2'))]);
    expect(results).toEqual(['a1', 'b', 'a2']);
    expect(events).toEqual(['a1 start', 'a1 end', 'b start', 'b end', 'a2 start', 'a2 end']);
  });

  it('gives the lock back when the run fails', async () => {
    const lockA = advisoryLock(a.handle, 'rebuild');
    await expect(lockA(() => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(await advisoryLock(b.handle, 'rebuild')(async () => 'next')).toBe('next');
  });

  it('stops waiting when aborted, without ever running, and leaves the lock usable', async () => {
    const held = gate();
    const holding = advisoryLock(a.handle, 'rebuild')(() => held.opened);
    const controller = new AbortController();
    let ran = false;
    const waiting = advisoryLock(b.handle, 'rebuild')(async () => {
      ran = true;
    }, controller.signal);
    await pause(100);
    controller.abort(new Error('shutting down'));
    await expect(waiting).rejects.toThrow('shutting down');
    held.open();
    await holding;
    expect(ran).toBe(false);
    expect(await advisoryLock(b.handle, 'rebuild')(async () => 'after')).toBe('after');
    if (backend.name === 'postgres') expect(await rebuildLockSessions(a)).toHaveLength(0);
  });

  it.runIf(backend.name === 'postgres')(
    'is released when the session holding it ends (the instance died), so the other one goes on',
    async () => {
      const messages: string[] = [];
      const held = gate();
      const holding = advisoryLock(a.handle, 'rebuild', { log: (m) => messages.push(m) })(() => held.opened);
      await vi.waitFor(async () => expect(await rebuildLockSessions(a)).toHaveLength(1));
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
      held.open();
      await holding;
      expect(messages).toEqual(['the rebuild lock was lost during the run (its database session ended)']);
    },
  );
});
