import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { latin1Html, latin1IslandHtml, latin1Json } from './one-byte.ts';

/**
 * Whether V8 holds `text` one byte per character: its serializer tags a one-byte string '"' and a
 * two-byte one 'c' (after a two-byte header).
 */
const isOneByte = (text: string) => String.fromCharCode(serialize(text)[2] ?? 0) === '"';

describe('latin1Html', () => {
  it('writes characters above U+00FF as numeric references', () => {
    expect(latin1Html('de la 659 €/luna')).toBe('de la 659 &#8364;/luna');
    expect(latin1Html('‹ Înapoi ›')).toBe('&#8249; Înapoi &#8250;');
  });

  it('names a character outside the BMP by its code point, not by its surrogate halves', () => {
    expect(latin1Html('Top 🚗')).toBe('Top &#128663;');
  });

  it('leaves Latin-1 text as it is', () => {
    const text = 'Preț? No: Pret initial, îți, â & <b>';
    const latin1 = text.replace('ț', 't').replace('ț', 't');
    expect(latin1Html(latin1)).toBe(latin1);
  });

  it('gives a one-byte string where the input was two-byte', () => {
    const wide = `${'x'.repeat(20_000)} 12.400 €`;
    expect(isOneByte(wide)).toBe(false);
    const narrow = latin1Html(wide);
    expect(isOneByte(narrow)).toBe(true);
    expect(narrow.endsWith(' 12.400 &#8364;')).toBe(true);
    expect(narrow.length).toBe(wide.length + '&#8364;'.length - 1);
  });
});

describe('latin1Json', () => {
  it('escapes characters above U+00FF so the JSON parses to the same value', () => {
    const value = { name: 'Škoda „Octavia”', emoji: '🚗', latin1: 'înmatriculare' };
    const text = latin1Json(JSON.stringify(value));
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    expect(text).toContain('\\u0160');
    expect(isOneByte(text)).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('latin1IslandHtml', () => {
  it('references wide characters in an island’s markup', () => {
    expect(latin1IslandHtml('<p class="amount">659 €</p>')).toBe('<p class="amount">659 &#8364;</p>');
  });

  it('leaves markup with a script or a style alone, where a reference would be read literally', () => {
    const html = '<p>659 €</p><script>const unit = "€";</script>';
    expect(latin1IslandHtml(html)).toBe(html);
    expect(latin1IslandHtml('<style>.a::after{content:"›"}</style>')).toContain('›');
  });
});
