/**
 * A gzip answer joined from parts, some of them compressed ahead of time. An order's read-back is
 * ~100 KB, nearly all of it its car's financing tables, the same for every order of that car
 * version; gzipping the whole answer for each poll cost ~2.8 ms of CPU, more than everything else
 * the request does.
 *
 * Each part becomes its own run of deflate blocks (RFC 1951), byte aligned and referring to nothing
 * before it: a kept part is compressed once with a full flush; a plain part, which is per answer
 * and small (the order's own fields), is written as it is in "stored" blocks, since a zlib call
 * per answer costs more than its few hundred bytes would save. An empty final block ends the
 * stream, and the gzip trailer's CRC-32 runs over all the bytes (RFC 1952).
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

/** A final block of fixed codes holding only its end code: BFINAL 1, BTYPE 01, then 7 zero bits. */
const FINAL_EMPTY_BLOCK = Uint8Array.of(0x03, 0x00);
const STORED_BLOCK_MAX = 0xffff;

/** `bytes` as non-final stored blocks: a header byte (BFINAL 0, BTYPE 00), LEN and its complement. */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let start = 0; start < bytes.byteLength; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = new DataView(new ArrayBuffer(5));
    header.setUint16(1, chunk.byteLength, true);
    header.setUint16(3, ~chunk.byteLength & 0xffff, true);
    blocks.push(new Uint8Array(header.buffer), chunk);
  }
  return blocks;
}

/**
 * `bytes` as a part compressed once, when an answer first needs it, and as hard as zlib compresses:
 * it is joined into many answers.
 */
export function deflatedPart(bytes: Uint8Array): DeflatedPart {
  let deflated: Uint8Array | undefined;
  return {
    bytes,
    get deflated() {
      deflated ??= deflateRawSync(bytes, {
        finishFlush: constants.Z_FULL_FLUSH,
        level: constants.Z_BEST_COMPRESSION,
      });
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
    if (part instanceof Uint8Array) runs.push(...storedBlocks(part));
    else runs.push(part.deflated);
  }
  runs.push(FINAL_EMPTY_BLOCK);
  const trailer = new DataView(new ArrayBuffer(8));
  trailer.setUint32(0, crc, true);
  trailer.setUint32(4, size % 2 ** 32, true);
  runs.push(new Uint8Array(trailer.buffer));
  return Buffer.concat(runs);
}

/** Whether the client takes a gzip answer (every browser does). */
export const acceptsGzip = (c: Context): boolean =>
  accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' }) === 'gzip';
