import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from './browser-client.ts';
import { createOutbox, LEASE_MS, type OutboxEvent, outcomeOf, retryDelay } from './outbox-queue.ts';
import { OUTBOX_STORAGE_KEY } from './outbox-storage.ts';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const accepted: ApiResult = { ok: true, status: 201, data: null };
const unreachable: ApiResult = { ok: false, kind: 'network' };
const crashed: ApiResult = { ok: false, kind: 'server', status: 500, message: 'x' };
const refused: ApiResult = { ok: false, kind: 'validation', status: 422, message: 'x', fieldErrors: {} };
const throttled = (retryAfterMs?: number): ApiResult =>
  retryAfterMs === undefined
    ? { ok: false, kind: 'server', status: 429, message: 'x' }
    : { ok: false, kind: 'server', status: 429, message: 'x', retryAfterMs };

class FakeWindow extends EventTarget {}

let ids = 0;
function setup(answers: ApiResult[], storage = new MemoryStorage()) {
  const send = vi.fn(async () => answers.shift() ?? accepted);
  const outbox = createOutbox({ storage, send, now: Date.now, newId: () => `key-${++ids}` });
  const events: OutboxEvent[] = [];
  outbox.subscribe((event) => events.push(event));
  return { outbox, send, events, storage };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('outcomeOf', () => {
  it.each([
    [accepted, 'accepted'],
    [refused, 'rejected'],
    [{ ok: false, kind: 'server', status: 409, message: 'x' } as ApiResult, 'rejected'],
    [crashed, 'deferred'],
    [unreachable, 'deferred'],
    [throttled(30_000), 'deferred'],
    [throttled(), 'deferred'],
  ])('%j is %s', (result, outcome) => {
    expect(outcomeOf(result)).toBe(outcome);
  });
});

describe('retryDelay', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [5, 32_000],
    [20, 300_000],
  ])('after %i failed attempts waits %i ms', (attempts, delay) => {
    expect(retryDelay(attempts)).toBe(delay);
  });
});

describe('outbox', () => {
  it('persists an entry and sends it with its idempotency key', async () => {
    const { outbox, send, events, storage } = setup([accepted]);
    const entry = outbox.enqueue('/contact-form', { name: 'Ana' });
    expect(JSON.parse(storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    await outbox.flush();
    expect(send).toHaveBeenCalledWith('/contact-form', { name: 'Ana' }, entry.id);
    expect(events.map((event) => event.outcome)).toEqual(['accepted']);
    expect(outbox.pending()).toEqual([]);
  });

  it.each([
    ['a validation refusal', refused, 'rejected', 0],
    ['a network failure', unreachable, 'deferred', 1],
    ['a server crash', crashed, 'deferred', 1],
    ['too many requests', throttled(30_000), 'deferred', 1],
  ])('after %s the entry is %s', async (_case, answer, outcome, left) => {
    const { outbox, events } = setup([answer]);
    outbox.enqueue('/subscribers', { email: 'a@b.ro' });
    await outbox.flush();
    expect(events.map((event) => event.outcome)).toEqual([outcome]);
    expect(outbox.pending()).toHaveLength(left);
  });

  it('retries with backoff until the server accepts, then forgets the entry', async () => {
    const { outbox, send } = setup([unreachable, unreachable, accepted]);
    const stop = outbox.start(new FakeWindow());
    const entry = outbox.enqueue('/contact-form', { n: 1 });
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map((call) => (call as unknown[])[2])).toEqual([entry.id, entry.id, entry.id]);
    expect(outbox.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
  });

  it.each([
    ['its Retry-After when longer than the backoff', throttled(30_000), 30_000],
    ['the backoff when Retry-After is shorter', throttled(1_000), 2_000],
    ['the backoff when there is no Retry-After', throttled(), 2_000],
  ])('after a 429 waits %s, then sends the entry once', async (_case, answer, wait) => {
    const { outbox, send } = setup([answer, accepted]);
    const stop = outbox.start(new FakeWindow());
    const entry = outbox.enqueue('/contact-form', { n: 1 });
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((call) => (call as unknown[])[2])).toEqual([entry.id, entry.id]);
    expect(outbox.pending()).toEqual([]);
    stop();
  });

  it('retries at once when the browser comes back online', async () => {
    const { outbox, send } = setup([unreachable, accepted]);
    const target = new FakeWindow();
    const stop = outbox.start(target);
    outbox.enqueue('/contact-form', {});
    await outbox.flush();
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.pending()).toEqual([]);
    stop();
  });

  it('sends what an earlier page load left behind when started', async () => {
    const storage = new MemoryStorage();
    setup([unreachable], storage).outbox.enqueue('/contact-form', { left: true });
    const later = setup([accepted], storage);
    const stop = later.outbox.start(new FakeWindow());
    await vi.advanceTimersByTimeAsync(0);
    expect(later.send).toHaveBeenCalledWith('/contact-form', { left: true }, expect.any(String));
    expect(later.outbox.pending()).toEqual([]);
    stop();
  });

  it('never sends one entry twice at once, across overlapping flushes or tabs', async () => {
    const storage = new MemoryStorage();
    let release: (result: ApiResult) => void = () => {};
    const slow = vi.fn(
      () =>
        new Promise<ApiResult>((resolve) => {
          release = resolve;
        }),
    );
    const tabA = createOutbox({ storage, send: slow });
    const tabB = createOutbox({ storage, send: slow });
    tabA.enqueue('/contact-form', {});
    const first = tabA.flush();
    await tabA.flush();
    await tabB.flush();
    expect(slow).toHaveBeenCalledTimes(1);
    release(accepted);
    await first;
    expect(tabB.pending()).toEqual([]);
  });

  it('lets another tab take over an entry whose lease expired (its tab was closed)', async () => {
    const storage = new MemoryStorage();
    const closedTab = createOutbox({ storage, send: () => new Promise<ApiResult>(() => {}) });
    closedTab.enqueue('/contact-form', {});
    void closedTab.flush();
    const other = setup([accepted], storage);
    await other.outbox.flush();
    expect(other.send).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + LEASE_MS + 1);
    await other.outbox.flush();
    expect(other.send).toHaveBeenCalledTimes(1);
  });

  it('treats unreadable storage as an empty queue', async () => {
    const storage = new MemoryStorage();
    storage.setItem(OUTBOX_STORAGE_KEY, '{"not":"a list"');
    const { outbox, send } = setup([], storage);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.pending()).toEqual([]);
  });
});

describe('outbox entry keys', () => {
  it('uses a caller-chosen key, so the same key can travel in the body too', async () => {
    const { outbox, send } = setup([accepted]);
    outbox.enqueue('/subscribers', { idempotency_key: 'chosen-key-1' }, 'chosen-key-1');
    await outbox.flush();
    expect(send).toHaveBeenCalledWith('/subscribers', { idempotency_key: 'chosen-key-1' }, 'chosen-key-1');
  });
});
