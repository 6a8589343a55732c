import { describe, expect, it } from 'vitest';
import { jsonLd } from './json-ld.ts';

describe('jsonLd', () => {
  it('cannot be closed by a text containing </script>', () => {
    const data = { name: 'Dacia </script><script>alert(1)</script>' };
    const text = jsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('jsonLd characters above U+00FF', () => {
  it('escapes them and still parses to the same data', () => {
    const data = { name: 'Škoda Octavia', offers: { price: '12.400 €' } };
    const text = jsonLd(data);
    expect(text).toContain('\\u0160koda');
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
