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
