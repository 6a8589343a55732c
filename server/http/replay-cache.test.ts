/**
 * The replayed catalogue answers, through a real Node server: what is replayed is byte for byte
 * what the app answered to the same request, and everything else (other variants, CORS and
 * conditional requests, unmarked routes, expired or invalidated answers) reaches the app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createJsonCache, sendCachedJson } from './json-cache.ts';
import { createReplayCache, markReplayable, type ReplayCache, replayingListener } from './replay-cache.ts';

interface Served {
  base: string;
  replay: ReplayCache;
  /** Requests that reached the app. */
  appCalls: () => number;
  clock: { now: number };
  /** Runs before the list answer is made (to invalidate meanwhile). */
  beforeAnswer: { hook: () => void };
  close(): Promise<void>;
}

async function serve(maxEntries?: number): Promise<Served> {
  const clock = { now: 1_000_000 };
  const now = () => clock.now;
  const replay = createReplayCache({ now, ...(maxEntries ? { maxEntries } : {}) });
  const catalogue = createJsonCache({ ttlMs: 1000, now });
  const beforeAnswer = { hook: () => {} };
  let calls = 0;
  const app = new Hono();
  app.use(replay.capture);
  app.use(async (c, next) => {
    calls += 1;
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.get('/list', async (c) => {
    beforeAnswer.hook();
    return sendCachedJson(
      c,
      await catalogue.get(c.req.url, async () => ({ version: 0, items: 'x'.repeat(2000) })),
    );
  });
  app.get('/unmarked', (c) => c.json({ version: 0 }));
  app.get('/marked-error', (c) => {
    markReplayable(c, clock.now + 1000);
    return c.json({ message: 'nu' }, 422);
  });
  const server: Server = createServer(replayingListener(replay, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    replay,
    appCalls: () => calls,
    clock,
    beforeAnswer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let served: Served;
afterEach(() => served.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(served.base + path, { headers: { 'Accept-Encoding': 'gzip', ...headers } });

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'connection'));

describe('replayed catalogue answers', () => {
  it('answers a repeated request from memory with the app’s own status, headers and body', async () => {
    served = await serve();
    const first = await get('/list');
    const firstBody = await first.text();
    const second = await get('/list');
    expect(served.appCalls()).toBe(1);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(firstBody);
  });

  it('keeps each Accept-Encoding its own answer', async () => {
    served = await serve();
    await get('/list');
    const plain = await get('/list', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text())).toMatchObject({ version: 0 });
    await get('/list', { 'Accept-Encoding': 'identity' });
    await get('/list');
    expect(served.appCalls()).toBe(2);
  });

  it('leaves CORS and conditional requests to the app', async () => {
    served = await serve();
    const first = await get('/list');
    await get('/list', { Origin: 'https://elsewhere.example' });
    const conditional = await get('/list', { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(conditional.status).toBe(304);
    expect(served.appCalls()).toBe(3);
  });

  it('never replays an answer its route did not mark, nor a marked error', async () => {
    served = await serve();
    for (const path of ['/unmarked', '/unmarked', '/marked-error', '/marked-error']) await get(path);
    expect(served.appCalls()).toBe(4);
  });

  it('asks the app again once the catalogue entry behind the answer is no longer fresh', async () => {
    served = await serve();
    await get('/list');
    served.clock.now += 1000;
    await get('/list');
    expect(served.appCalls()).toBe(2);
  });

  it('forgets every answer on invalidate, and does not store one made while it happened', async () => {
    served = await serve();
    await get('/list');
    served.replay.invalidate();
    served.beforeAnswer.hook = () => served.replay.invalidate();
    await get('/list');
    served.beforeAnswer.hook = () => {};
    await get('/list');
    await get('/list');
    expect(served.appCalls()).toBe(3);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    served = await serve(2);
    for (const path of ['/list?a', '/list?b', '/list?c', '/list?c', '/list?a']) await get(path);
    expect(served.appCalls()).toBe(4);
  });
});
