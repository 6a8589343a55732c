/**
 * A micro-cache for the catalogue reads every list page, carousel and filter bar repeats
 * (GET /cars, GET /filters). On PGlite one list of the seed's 72 cars costs several milliseconds
 * of CPU, so a crowd queues behind the database; from memory the same answer costs microseconds.
 *
 * Freshness as memo-cache.ts keeps it: a content change committed through this app (admin edits, a
 * car reserved by its payment) calls `invalidate()`; another instance's changes are seen within
 * `ttlMs`. An entry older than that is still served once while a single refresh runs
 * (stale-while-revalidate), so expiry never makes a crowd wait on the database.
 *
 * Each entry also keeps its body gzipped, made once when the entry is stored: every browser asks
 * for gzip, and compressing a 64 KB list per request (the API's compress middleware) cost more CPU
 * than everything else the request does. While an entry is fresh, its finished answer may also be
 * replayed in front of the app (replay-cache.ts).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptsGzip } from './gzip-parts.ts';
import { createMemoCache, type Memo, type MemoCacheOptions } from './memo-cache.ts';
import { markReplayable } from './replay-cache.ts';

/** A value as JSON text, in the forms an answer needs. */
export interface JsonText {
  body: string;
  /** `body` gzipped. */
  gzipped: Uint8Array;
  /** A strong validator of `body`, for If-None-Match. */
  etag: string;
}

/** The JSON text with how long it is the current value (`freshUntil`, as memo-cache.ts keeps it). */
export type CachedJson = Memo<JsonText>;

export interface JsonCache {
  /** `load()`'s value as JSON text, from memory when this key was loaded recently. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedJson>;
  /** Forgets every entry; later reads load again. */
  invalidate(): void;
}

export type JsonCacheOptions = Omit<MemoCacheOptions, 'serveStale'>;

function toJsonText(value: unknown): JsonText {
  const body = JSON.stringify(value);
  return {
    body,
    gzipped: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

export function createJsonCache(options: JsonCacheOptions = {}): JsonCache {
  const memo = createMemoCache<JsonText>({ ...options, serveStale: true });
  return {
    get: (key, load) => memo.get(key, async () => toJsonText(await load())),
    invalidate: memo.invalidate,
  };
}

/** The opaque part of an entity tag: If-None-Match compares weakly (RFC 9110, 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Answers with the cached JSON (gzipped when the client accepts it), or 304 when the browser
 * already holds this version. The gzipped answer carries the weak form of the tag, as the compress
 * middleware gives any answer it compresses, so a browser's If-None-Match matches either form.
 */
export function sendCachedJson(c: Context, { value: json, freshUntil }: CachedJson): Response {
  const gzip = acceptsGzip(c);
  c.header('ETag', gzip ? `W/${json.etag}` : json.etag);
  c.header('Vary', 'Accept-Encoding');
  const known = c.req.header('If-None-Match');
  if (known?.split(',').some((tag) => opaque(tag) === json.etag)) return c.body(null, 304);
  markReplayable(c, freshUntil);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (!gzip) return c.body(json.body, 200);
  c.header('Content-Encoding', 'gzip');
  return c.body(json.gzipped as Uint8Array<ArrayBuffer>, 200);
}
