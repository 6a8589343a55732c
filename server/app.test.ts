import * as v from 'valibot';
import { apiErrorSchema } from '../src/domain/cms-schemas.ts';
import { fill, ro } from '../src/i18n/ro.ts';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { testBackends, useTestApp } from './test/harness.ts';
import { createMemoryStorage } from './test/memory-storage.ts';

describe('unexpected errors', () => {
  it('are logged and answered 500 JSON without internals', async () => {
    const failing = new Proxy({} as Database, {
      get: () => () => {
        throw new Error('connection refused to 10.0.0.5');
      },
    });
    const logged: string[] = [];
    const app = createApp({
      db: failing,
      storage: createMemoryStorage(),
      logError: (message) => logged.push(message),
    });
    const response = await app.request('/api/sliders');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: ro.common.serverError });
    expect(logged).toEqual(['GET /api/sliders 500 Error: connection refused to 10.0.0.5']);
  });
});

describe.each(testBackends())('app on $name', (backend) => {
  const t = useTestApp(backend);

  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/nope'],
    ['GET', '/api/cars/B-1/extra'],
    ['POST', '/api/sliders'],
    ['DELETE', '/api/cars'],
  ])('%s %s → JSON 404', async (method, path) => {
    const { status, body } = await t.request(path, { method });
    expect(status).toBe(404);
    expect(v.parse(apiErrorSchema, body).message).toBe(fill(ro.publicApi.routeNotFound, { method, path }));
  });

  it('gzips JSON for clients that accept it', async () => {
    const plain = await t.app.request('/api/cars');
    const zipped = await t.app.request('/api/cars', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const unzipped = new Response(zipped.body?.pipeThrough(new DecompressionStream('gzip')));
    expect(await unzipped.json()).toEqual(await plain.json());
  });

  it('answers storage requests through the composed app', async () => {
    const response = await t.app.request('/storage/docs/none.pdf');
    expect(response.status).toBe(404);
  });

  // Hostile or malformed requests: each must be a 2xx/4xx, never a 5xx (the harness also fails
  // the test if the app logged an unexpected error).
  it.each([
    '/api/cars?categories_ids=abc',
    '/api/cars?categories_ids=',
    '/api/cars?categories_ids[]=',
    '/api/cars?categories_ids[foo]=1',
    '/api/cars?categories_ids=1&categories_ids=1e309',
    `/api/cars?manufacturer_id=${'9'.repeat(400)}`,
    '/api/cars?model_id=%00',
    '/api/cars?fuel_id=%FF',
    '/api/cars?color_id[]=1',
    '/api/cars/%00',
    '/api/cars/%F0%9F%9A%97',
    '/api/cars/%E0%A4%A',
    `/api/cars/${'Z'.repeat(10_000)}`,
    '/api/counties/99999999999999999999999',
    '/api/counties/%20',
    '/api/counties/1%2F..',
    '/api/static-pages/..%2F..%2Fpackage.json',
    '/api/static-pages/%00',
    '/storage/..%2F..%2Fpackage.json',
    '/storage/%00',
    '/storage/cars/%C8%99.svg',
  ])('never fails on %s', async (url) => {
    const { status, body } = await t.request(url);
    expect(status).toBeLessThan(500);
    if (url.startsWith('/api') && status >= 400) v.parse(apiErrorSchema, body);
  });
});
