/**
 * A gzip answer joined from parts, some of them compressed ahead of time. An order's read-back is
 * ~100 KB, nearly all of it its car's financing tables, the same for every order of that car
 * version; gzipping the whole answer for each poll cost ~2.8 ms of CPU, more than everything else
 * the request does. Each part becomes its own run of deflate blocks, ended by a full flush (byte
 * aligned, no reference back into an earlier part), and only the last run is final, so the runs
 * join into one valid deflate stream (RFC 1951); the gzip trailer's CRC-32 runs over all the
 * bytes (RFC 1952).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/** Bytes with their deflate run, made on first use and then joined into many answers. */
export interface DeflatedPart {
  readonly bytes: Uint8Array;
  readonly deflated: Uint8Array;
}

export type GzipPart = Uint8Array | DeflatedPart;

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);

const run = (bytes: Uint8Array, last: boolean, level?: number): Uint8Array =>
  deflateRawSync(bytes, {
    finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    ...(level === undefined ? {} : { level }),
  });

/**
 * `bytes` as a part compressed once, when an answer first needs it, and as hard as zlib compresses:
 * it is joined into many answers.
 */
export function deflatedPart(bytes: Uint8Array): DeflatedPart {
  let deflated: Uint8Array | undefined;
  return {
    bytes,
    get deflated() {
      deflated ??= run(bytes, false, constants.Z_BEST_COMPRESSION);
      return deflated;
    },
  };
}

const bytesOf = (part: GzipPart): Uint8Array => (part instanceof Uint8Array ? part : part.bytes);

/** The parts, in order, uncompressed. */
export const joinedParts = (parts: readonly GzipPart[]): Uint8Array => Buffer.concat(parts.map(bytesOf));

/** The parts, in order, as one gzip member. */
export function gzipParts(parts: readonly GzipPart[]): Uint8Array {
  const runs: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    const bytes = bytesOf(part);
    crc = crc32(bytes, crc);
    size += bytes.byteLength;
    runs.push(part instanceof Uint8Array ? run(bytes, false) : part.deflated);
  }
  runs.push(run(new Uint8Array(0), true));
  const trailer = new DataView(new ArrayBuffer(8));
  trailer.setUint32(0, crc, true);
  trailer.setUint32(4, size % 2 ** 32, true);
  runs.push(new Uint8Array(trailer.buffer));
  return Buffer.concat(runs);
}

/** Whether the client takes a gzip answer (every browser does). */
export const acceptsGzip = (c: Context): boolean =>
  accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';
