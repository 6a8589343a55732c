/**
 * The finished answers of the catalogue reads (GET /api/cars, GET /api/filters), replayed from
 * memory in front of Hono. Those answers already come from the catalogue cache (json-cache.ts),
 * yet each request still paid for the web Request/Response adapter and the middleware chain:
 * about two thirds of its CPU, and what kept a crowd's p99 above 20 ms. A plain Node server answers
 * the same bytes three times as fast.
 *
 * What is replayed is exactly what the app answered, headers included (security headers, CORS,
 * ETag, Cache-Control), to a request that asks the same: same URL and same Accept-Encoding, the one
 * request header such an answer varies on. Requests with an Origin (CORS answers echo it) or an
 * If-None-Match (the app answers 304) always go to the app. An answer is stored only while its
 * catalogue entry is fresh and only if no invalidation happened while it was made, so a replay is
 * never older than the catalogue cache would serve.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { setNewest } from './bounded-map.ts';
import type { AppListener } from './handlers-in-progress.ts';

export interface ReplayCache {
  /** Hono middleware (the app's first): stores the answers routes marked with `markReplayable`. */
  readonly capture: MiddlewareHandler;
  /** Writes a stored answer to `res`; false when there is none and the app must answer. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Forgets every answer (a content change); answers being made meanwhile are not stored. */
  invalidate(): void;
}

export interface ReplayCacheOptions {
  /** Most answers kept; the oldest goes first (default 256): URLs come from strangers. */
  maxEntries?: number;
  now?: () => number;
}

interface StoredAnswer {
  status: number;
  /** The app's headers with the body's length, as written for every replay. */
  headers: Record<string, string>;
  body: Uint8Array;
  freshUntil: number;
}

/** Until when (epoch ms) each request's answer may be replayed, as its route said. */
const replayable = new WeakMap<Request, number>();

/** Lets the answer to this request be replayed to the same request until `freshUntil` (epoch ms). */
export function markReplayable(c: Context, freshUntil: number): void {
  replayable.set(c.req.raw, freshUntil);
}

/** What a stored answer is found by: the request target and the variant the client accepts. */
const keyOf = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`;

export function createReplayCache(options: ReplayCacheOptions = {}): ReplayCache {
  const { maxEntries = 256 } = options;
  const now = options.now ?? Date.now;
  const answers = new Map<string, StoredAnswer>();
  let generation = 0;

  const capture: MiddlewareHandler = async (c, next) => {
    const startedIn = generation;
    await next();
    const freshUntil = replayable.get(c.req.raw);
    if (freshUntil === undefined || c.req.method !== 'GET' || c.res.status !== 200) return;
    if (freshUntil <= now() || startedIn !== generation) return;
    // Keyed by the request as Node received it, which is what `answer` looks up.
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming?.url === undefined) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (startedIn !== generation) return;
    // Header names come lower-cased, so the body's length replaces any the app set.
    const headers = { ...Object.fromEntries(c.res.headers), 'content-length': String(body.byteLength) };
    const answer = { status: c.res.status, headers, body, freshUntil };
    setNewest(answers, keyOf(incoming.url, incoming.headers['accept-encoding']), answer, maxEntries);
  };

  return {
    capture,
    answer(req, res) {
      if (req.method !== 'GET' || req.url === undefined) return false;
      if (req.headers.origin !== undefined || req.headers['if-none-match'] !== undefined) return false;
      const key = keyOf(req.url, req.headers['accept-encoding']);
      const stored = answers.get(key);
      if (!stored) return false;
      if (stored.freshUntil <= now()) {
        answers.delete(key);
        return false;
      }
      res.writeHead(stored.status, stored.headers);
      res.end(stored.body);
      return true;
    },
    invalidate() {
      generation += 1;
      answers.clear();
    },
  };
}

/**
 * A Node request listener that answers from `cache` when it can, else through `listener`, whose
 * promise (settled once the app's handler is done) it passes on.
 */
export function replayingListener(cache: ReplayCache, listener: AppListener): AppListener {
  return (req, res) => (cache.answer(req, res) ? undefined : listener(req, res));
}
