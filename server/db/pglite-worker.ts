/**
 * The thread that runs the shop's embedded PostgreSQL (PGlite). PGlite executes each statement
 * synchronously in WebAssembly; here that work no longer stops the thread that accepts connections
 * and answers HTTP, and the two use both cores. Statements, scripts and transactions arrive as
 * messages (pglite-worker-protocol.ts) and run in PGlite's own order: a statement outside an open
 * transaction waits for it, exactly as it would in one thread.
 */
import { type MessagePort, parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { OldestFirst } from './oldest-first.ts';
import { PreparedStatements } from './pglite-statements.ts';
import {
  serializeError,
  TEXT_TYPES,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './pglite-worker-protocol.ts';

function parentThread(): MessagePort {
  if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
  return parentPort;
}
const port = parentThread();
const reply = (message: WorkerReply) => port.postMessage(message);

type QueryRequest = Extract<WorkerRequest, { op: 'query' }>;

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<unknown>;
}

/** Thrown inside PGlite's transaction callback to have it roll back. */
const ROLLBACK = Symbol('rollback');

const keepText = (value: string) => value;

async function start({ dataDir }: WorkerStart): Promise<void> {
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, keepText])),
  });
  await pglite.waitReady;
  const transactions = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const statements = new PreparedStatements(pglite);

  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return pglite;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  /** As PGlite's own `query` runs it: after any open transaction, or inside the one named. */
  async function query({ sql, params, options, tx }: QueryRequest): Promise<unknown> {
    const run = () => statements.query(sql, params, options.rowMode);
    if (tx !== undefined) {
      target(tx); // refuses a transaction that is not open
      return pglite._runExclusiveQuery(run);
    }
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const result = await run();
        await pglite.syncToFs();
        return result;
      }),
    );
  }

  async function begin(): Promise<number> {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    const opened = Promise.withResolvers<Transaction>();
    const done = pglite.transaction(async (tx) => {
      opened.resolve(tx);
      if (!(await decided)) throw ROLLBACK;
    });
    // A transaction that fails to open rejects `done` before its callback ever runs.
    done.catch((error: unknown) => opened.reject(error));
    const tx = await opened.promise;
    const id = nextTransaction++;
    transactions.set(id, { tx, finish, done });
    return id;
  }

  async function end(id: number, commit: boolean): Promise<void> {
    const open = transactions.get(id);
    if (!open) throw new Error(`transaction ${id} is not open`);
    transactions.delete(id);
    open.finish(commit);
    try {
      await open.done;
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
  }

  /** Calls started and not yet answered: closing waits for them. */
  const inFlight = new Set<Promise<unknown>>();

  async function handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        // A transaction's statements skip the line: it holds PGlite's transaction lock, which the
        // statements in line wait for.
        return request.tx === undefined
          ? oldestFirst.run(request.priority ?? 0, () => query(request))
          : query(request);
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'end':
        return end(request.tx, request.commit);
      case 'close':
        // After the calls already sent and the transactions already open: requests still being
        // answered at shutdown get their data.
        while (inFlight.size > 0 || transactions.size > 0)
          await Promise.allSettled([...inFlight, ...[...transactions.values()].map(({ done }) => done)]);
        return pglite.close();
    }
  }

  const receive = (request: WorkerRequest) => {
    const call = handle(request);
    if (request.op !== 'close') {
      inFlight.add(call);
      const settled = () => inFlight.delete(call);
      call.then(settled, settled);
    }
    call.then(
      (value) => {
        reply({ id: request.id, ok: true, value });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  };
  const oldestFirst = new OldestFirst(() => {
    for (let sent = receiveMessageOnPort(port); sent; sent = receiveMessageOnPort(port))
      receive(sent.message as WorkerRequest);
  });
  port.on('message', receive);
  reply({ ready: true });
}

start(workerData as WorkerStart).catch((error: unknown) =>
  reply({ ready: false, error: serializeError(error) }),
);
