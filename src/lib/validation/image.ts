/**
 * What an uploaded photo really is, read from its bytes (a renamed file keeps its content): JPEG,
 * PNG or WebP, and its pixel size from the header, without decoding the picture. The site shows
 * car photos at 800 × 533 (sections/Gallery.astro), so a smaller photo would be blown up blurred.
 */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_ACCEPT = `${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp`;
export const PHOTO_EXTENSION: Record<PhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
export const MIN_PHOTO_WIDTH = 800;
export const MIN_PHOTO_HEIGHT = 533;
/** Larger is a camera original nobody should make shoppers download. */
export const MAX_PHOTO_SIDE = 8000;

export interface ImageFacts {
  type: PhotoType;
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

function pngFacts(bytes: Uint8Array): ImageFacts | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic tables) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFacts(bytes: Uint8Array): ImageFacts | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and markers without a length (restart markers, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan before any frame header
    const length = u16be(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { type: 'image/jpeg', height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpFacts(bytes: Uint8Array): ImageFacts | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { type: 'image/webp', width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const b1 = bytes[22] ?? 0;
    const b2 = bytes[23] ?? 0;
    const b3 = bytes[24] ?? 0;
    const width = 1 + (((b1 & 0x3f) << 8) | (bytes[21] ?? 0));
    const height = 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6));
    return { type: 'image/webp', width, height };
  }
  if (chunk === 'VP8X')
    return { type: 'image/webp', width: 1 + u24le(bytes, 24), height: 1 + u24le(bytes, 27) };
  return null;
}

/** The photo's type and size, or null when the bytes are no JPEG, PNG or WebP we can read. */
export function imageFacts(bytes: Uint8Array): ImageFacts | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return pngFacts(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegFacts(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpFacts(bytes);
  return null;
}

export type PhotoRefusal = 'type' | 'tooLarge' | 'tooSmall' | 'tooBig' | 'empty';

/** Why a photo cannot go on the site, or null when it can. */
export function photoRefusal(bytes: Uint8Array): PhotoRefusal | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > MAX_PHOTO_BYTES) return 'tooLarge';
  const facts = imageFacts(bytes);
  if (!facts || facts.width === 0 || facts.height === 0) return 'type';
  if (facts.width < MIN_PHOTO_WIDTH || facts.height < MIN_PHOTO_HEIGHT) return 'tooSmall';
  if (facts.width > MAX_PHOTO_SIDE || facts.height > MAX_PHOTO_SIDE) return 'tooBig';
  return null;
}
