import { Hono } from 'hono';
import { cors } from './cors.ts';
import { createJsonCache, sendCachedJson } from './json-cache.ts';

const SITE = 'https://shop.example.ro';

function app(): Hono {
  const cache = createJsonCache();
  const api = new Hono();
  api.use(
    cors({
      origin: (origin) => (origin === SITE ? origin : null),
      maxAge: 600,
      exposeHeaders: ['Retry-After'],
    }),
  );
  api.get('/list', async (c) => sendCachedJson(c, await cache.get('list', async () => [{ sku: 'A1' }])));
  api.post('/form', (c) => c.json({ ok: true }, 201));
  api.get('/raw', () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }));
  return api;
}

describe('cors', () => {
  it('answers a preflight from an allowed origin with what the browser asked for', async () => {
    const response = await app().request('/form', {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type,idempotency-key');
    expect(response.headers.get('Access-Control-Max-Age')).toBe('600');
    expect(response.headers.get('Vary')).toBe('Origin, Access-Control-Request-Headers');
  });

  it('allows nothing to a stranger’s preflight', async () => {
    const response = await app().request('/form', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Methods')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Origin');
  });

  it.each([
    ['the cached list', '/list', {}],
    ['a JSON answer', '/form', { method: 'POST' }],
    ['a Response the route built itself', '/raw', {}],
  ])('adds the allowed origin and keeps the route’s answer on %s', async (_case, path, init) => {
    const response = await app().request(path, { ...init, headers: { Origin: SITE } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    expect(response.headers.get('Vary')).toContain('Origin');
    expect(await response.text()).not.toBe('');
  });

  it('keeps the list’s Vary: Accept-Encoding and adds Origin after it', async () => {
    const response = await app().request('/list', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Vary')).toBe('Accept-Encoding, Origin');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Expose-Headers')).toBeNull();
  });
});
