import { describe, expect, it, vi } from 'vitest';
import { memoizedCspDigest } from './csp-digest-memo.ts';

const digestOf = () => vi.fn(async (data: string, algorithm: string) => `${algorithm}:${data.length}`);

describe('memoizedCspDigest', () => {
  it('hashes each text once per algorithm', async () => {
    const digest = digestOf();
    const style = `.car-page{color:red}${'x'.repeat(8000)}`;
    expect(await memoizedCspDigest(digest, style, 'SHA-256')).toBe('SHA-256:8020');
    expect(await memoizedCspDigest(digest, `${style}`, 'SHA-256')).toBe('SHA-256:8020');
    expect(await memoizedCspDigest(digest, style, 'SHA-512')).toBe('SHA-512:8020');
    expect(digest.mock.calls.map(([, algorithm]) => algorithm)).toEqual(['SHA-256', 'SHA-512']);
  });

  it('hashes a text again after its digest failed', async () => {
    let fail = true;
    const digest = vi.fn(async (data: string) => {
      if (fail) throw new Error('no crypto');
      return `ok:${data}`;
    });
    await expect(memoizedCspDigest(digest, 'a{}', 'SHA-384')).rejects.toThrow('no crypto');
    fail = false;
    expect(await memoizedCspDigest(digest, 'a{}', 'SHA-384')).toBe('ok:a{}');
    expect(digest).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of texts', async () => {
    const digest = digestOf();
    for (let text = 0; text < 300; text++) await memoizedCspDigest(digest, `t${text}`, 'SHA-1');
    await memoizedCspDigest(digest, 't0', 'SHA-1');
    expect(digest).toHaveBeenCalledTimes(301);
  });
});
