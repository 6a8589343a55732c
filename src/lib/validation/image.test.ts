import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageFacts, MAX_PHOTO_BYTES, photoRefusal } from './image.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../server/test/fixtures/${name}`, import.meta.url)));

/** A PNG header of the given size (signature + IHDR), enough for the size check. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe.each([
  ['photo-800x533.jpg', 'image/jpeg', 800, 533],
  ['photo-640x480.jpg', 'image/jpeg', 640, 480],
  ['photo-1200x800.png', 'image/png', 1200, 800],
  ['photo-900x600.webp', 'image/webp', 900, 600],
  ['photo-900x600-lossless.webp', 'image/webp', 900, 600],
])('imageFacts(%s)', (name, type, width, height) => {
  it(`reads ${type} ${width}×${height} from the bytes`, () => {
    expect(imageFacts(fixture(name))).toEqual({ type, width, height });
  });
});

const text = (value: string) => new TextEncoder().encode(value);

describe.each([
  ['a JPEG of 800 × 533', fixture('photo-800x533.jpg'), null],
  ['a PNG of 1200 × 800', fixture('photo-1200x800.png'), null],
  ['a WebP of 900 × 600', fixture('photo-900x600.webp'), null],
  ['an empty file', new Uint8Array(), 'empty'],
  ['a JPEG of 640 × 480', fixture('photo-640x480.jpg'), 'tooSmall'],
  ['a PNG of 800 × 532', pngHeader(800, 532), 'tooSmall'],
  ['a PNG of 8001 × 4000', pngHeader(8001, 4000), 'tooBig'],
  ['a PNG of 0 × 0', pngHeader(0, 0), 'type'],
  ['an SVG (could carry script)', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'type'],
  ['a PDF renamed .jpg', text('%PDF-1.7\n'), 'type'],
  ['a JPEG cut before its frame header', fixture('photo-800x533.jpg').subarray(0, 20), 'type'],
  ['a GIF', text('GIF89a\x20\x03\x15\x02'), 'type'],
  ['9 MB', new Uint8Array(MAX_PHOTO_BYTES + 1), 'tooLarge'],
])('photoRefusal: %s', (_name, bytes, refusal) => {
  it(`is ${String(refusal)}`, () => {
    expect(photoRefusal(bytes)).toBe(refusal);
  });
});
