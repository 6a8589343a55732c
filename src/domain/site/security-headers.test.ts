import { describe, expect, it } from 'vitest';
import { SITE_SECURITY_HEADERS, toNetlifyHeaders } from './security-headers.ts';

describe('toNetlifyHeaders', () => {
  it('puts every security header on every path', () => {
    const text = toNetlifyHeaders();
    expect(text.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(SITE_SECURITY_HEADERS))
      expect(text).toContain(`  ${name}: ${value}\n`);
  });

  it("forbids framing by another site, the order and payment pages' clickjacking guard", () => {
    expect(SITE_SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });
});
