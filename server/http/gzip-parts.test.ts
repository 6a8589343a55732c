import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { deflatedPart, gzipParts } from './gzip-parts.ts';

const text = (value: string) => new TextEncoder().encode(value);

async function gunzipAsBrowser(zipped: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([zipped as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('gzipParts', () => {
  // A body that repeats itself across the parts: a part that referred back into an earlier one
  // would decode to the wrong bytes.
  const tables = text(
    JSON.stringify(
      JSON.stringify({ credit: Array.from({ length: 400 }, (_, i) => ({ months: i % 48, EUR: i * 1.5 })) }),
    ),
  );
  const parts = [text('{"payment_info":'), deflatedPart(tables), text(',"order_code":"a1","months":48}')];
  const whole = Buffer.concat(parts.map((part) => (part instanceof Uint8Array ? part : part.bytes)));

  it('joins plain and compressed parts into one gzip answer that decodes to the parts in order', async () => {
    const zipped = gzipParts(parts);
    expect(Buffer.from(gunzipSync(zipped)).equals(whole)).toBe(true);
    expect(Buffer.from(await gunzipAsBrowser(zipped)).equals(whole)).toBe(true);
    expect(zipped.byteLength).toBeLessThan(whole.byteLength / 4);
  });

  it('reuses a compressed part in answers with other parts around it', () => {
    const tablesPart = deflatedPart(tables);
    for (const [head, tail] of [
      ['', ''],
      ['{"a":', '}'],
      ['x'.repeat(70_000), 'y'],
    ] as const) {
      const zipped = gzipParts([text(head), tablesPart, text(tail)]);
      expect(gunzipSync(zipped).toString()).toBe(head + new TextDecoder().decode(tables) + tail);
    }
  });

  it('carries incompressible and empty parts, and no parts at all', () => {
    const noise = randomBytes(100_000);
    const zipped = gzipParts([
      noise,
      deflatedPart(noise),
      new Uint8Array(0),
      deflatedPart(new Uint8Array(0)),
    ]);
    expect(gunzipSync(zipped).equals(Buffer.concat([noise, noise]))).toBe(true);
    expect(gunzipSync(gzipParts([])).byteLength).toBe(0);
  });
});
