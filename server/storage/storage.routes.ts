/**
 * GET/HEAD /storage/<path>: files from the storage, generated on first request when missing.
 * Generation runs once per path even under concurrent requests (in-flight promises are shared),
 * and its result is stored so later requests are plain reads.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { CACHE_MEDIA } from '../http/cache.ts';
import { safeStoragePath } from './safe-path.ts';
import type { MediaGenerator, Storage, StoredFile } from './storage.ts';

export interface StorageRouteDeps {
  storage: Storage;
  generateMedia?: MediaGenerator | undefined;
}

const PREFIX = '/storage/';

function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export function storageRoutes({ storage, generateMedia }: StorageRouteDeps): Hono {
  const pending = new Map<string, Promise<StoredFile | null>>();

  async function generateOnce(path: string): Promise<StoredFile | null> {
    if (!generateMedia) return null;
    let job = pending.get(path);
    if (!job) {
      job = (async () => {
        const made = await generateMedia(path);
        if (made) await storage.put(path, made.bytes, made.contentType);
        return made;
      })().finally(() => pending.delete(path));
      pending.set(path, job);
    }
    return job;
  }

  const app = new Hono();
  app.get('/*', async (c) => {
    // The raw pathname keeps %2F encoded, so an encoded slash cannot pass for a separator.
    const pathname = new URL(c.req.url).pathname;
    const start = pathname.indexOf(PREFIX);
    const path = start < 0 ? null : safeStoragePath(pathname.slice(start + PREFIX.length));
    const file = path === null ? null : ((await storage.get(path)) ?? (await generateOnce(path)));
    if (!file) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const etag = etagOf(file.bytes);
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_MEDIA);
    c.header('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly is a document that could run script; a sandbox keeps it inert.
    if (file.contentType.startsWith('image/svg'))
      c.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.bytes.byteLength));
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });
  return app;
}
