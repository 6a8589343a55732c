/**
 * On-the-fly compression of built files. A served folder never changes after its build (rebuilds go
 * to a new folder), so each file is compressed once and kept in a bounded in-memory cache; a page
 * served from the cache is not even read from disk again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Files smaller than this gain less than the header costs. */
const minimumSize = 1024;
const cacheBudgetBytes = 64 * 1024 * 1024;

/** The best encoding the client accepts (q=0 means refused), brotli first. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function shouldCompress(size: number): boolean {
  return size >= minimumSize;
}

function compress(body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      // Quality 5 compresses almost as well as 11 for HTML at a fraction of the CPU.
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

export interface CompressionCache {
  /** The compressed content under `key`; `read()` is called only when it is not cached. */
  get(key: string, encoding: Encoding, read: () => Promise<Uint8Array>): Promise<Uint8Array<ArrayBuffer>>;
}

/** `key` must change whenever the content does (the server uses path + mtime + size). */
export function createCompressionCache(budget = cacheBudgetBytes): CompressionCache {
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  let used = 0;
  return {
    async get(key, encoding, read) {
      const cacheKey = `${encoding}:${key}`;
      const cached = entries.get(cacheKey);
      if (cached) return cached;
      const compressed = compress(await read(), encoding);
      entries.set(cacheKey, compressed);
      used += compressed.byteLength;
      // Maps iterate in insertion order, so the first keys are the oldest entries.
      for (const [oldKey, oldValue] of entries) {
        if (used <= budget) break;
        entries.delete(oldKey);
        used -= oldValue.byteLength;
      }
      return compressed;
    },
  };
}
