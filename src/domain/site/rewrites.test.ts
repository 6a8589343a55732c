import { resolveRewrite, toNetlifyRedirects, toRewriteJson } from './rewrites.ts';

describe('resolveRewrite', () => {
  it.each([
    ['/home', '/'],
    ['/home/', '/'],
    ['/aprobare/credit/1', '/aprobare/'],
    ['/aprobare/leasing/3/5b8e-11aa', '/aprobare/'],
    ['/aprobare/carSubscription/2/5b8e-11aa/', '/aprobare/'],
    ['/aprobare/abonament/1', '/aprobare/'],
    ['/aprobare/5b8e-11aa', '/aprobare/'],
    ['/rezolutie', '/rezolutie/'],
    ['/rezolutie/5b8e-11aa', '/rezolutie/'],
    ['/plata/abc', '/plata/'],
    ['/complete/abc', '/complete/'],
    ['/anulare-rezervare/abc', '/anulare-rezervare/'],
    ['/comanda/ab12', '/comanda/'],
    // Only reached when no page was pre-built for the car: the live shell fetches it.
    ['/masina/AB-9999', '/masina/'],
  ])('%s is answered by %s', (pathname, shell) => {
    expect(resolveRewrite(pathname)).toBe(shell);
  });

  it.each([
    ['/'],
    ['/faq'],
    ['/aprobare'],
    ['/aprobare/credit/1/uuid/extra'],
    ['/plata'],
    ['/plata/abc/def'],
    ['/complete'],
    ['/anulare-rezervare'],
    ['/rezolutie/a/b'],
    ['/homes'],
    ['/plata/..'],
    ['/masina'],
    ['/masina/AB-1001/extra'],
  ])('%s has no rewrite', (pathname) => {
    expect(resolveRewrite(pathname)).toBeNull();
  });
});

describe('CDN forms', () => {
  it('expands optional segments into two sources with the same shell', () => {
    const sources = toRewriteJson()
      .filter((entry) => entry.destination === '/rezolutie/')
      .map((entry) => entry.source);
    expect(sources).toEqual(['/rezolutie', '/rezolutie/:uuid']);
  });

  it('every emitted source resolves to its destination through the same table', () => {
    for (const { source, destination } of toRewriteJson()) {
      const sample = source.replace(/:\w+/g, 'x1');
      expect(resolveRewrite(sample)).toBe(destination);
    }
  });

  it('writes one 200 rewrite line per source', () => {
    const lines = toNetlifyRedirects().trim().split('\n');
    expect(lines).toHaveLength(toRewriteJson().length);
    expect(lines).toContain('/plata/:uuid /plata/ 200');
    expect(lines).toContain('/aprobare/:financialPackage/:step /aprobare/ 200');
  });
});
