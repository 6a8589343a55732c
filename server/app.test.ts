import * as v from 'valibot';
import { apiErrorSchema } from '../src/domain/cms-schemas.ts';
import { todayIn } from '../src/domain/dates.ts';
import { DEFAULT_FINANCING_PARAMS } from '../src/domain/financing/financing-params.ts';
import { secciUrl } from '../src/domain/financing/secci-links.ts';
import { scheduleUrl } from '../src/domain/financing/timetable-links.ts';
import { fill, ro } from '../src/i18n/ro.ts';
import { createApp, DEFAULT_BUSINESS_INBOX, DEFAULT_EUR_RON_RATE, resolveDeps } from './app.ts';
import type { Database } from './db/client.ts';
import { DEFAULT_JOB_DELAYS } from './decision/scheduler.ts';
import { SANDBOX_OFF } from './http/sandbox-gate.ts';
import { DEFAULT_RATE_LIMIT_OPTIONS } from './rate-limit/rate-limit.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from './routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from './test/harness.ts';
import { createMemoryStorage } from './test/memory-storage.ts';
import { TEST_TODAY } from './test/provided.ts';

describe('resolveDeps', () => {
  const db = {} as Database;
  const storage = createMemoryStorage();

  it('fills every default in one place', () => {
    const deps = resolveDeps({ db, storage });
    expect(deps).toMatchObject({
      db,
      storage,
      generateMedia: undefined,
      corsOrigins: [],
      sandbox: SANDBOX_OFF,
      eurRonRate: DEFAULT_EUR_RON_RATE,
      decisionDelays: DEFAULT_JOB_DELAYS,
      businessInbox: DEFAULT_BUSINESS_INBOX,
      siteOrigin: null,
      adminToken: undefined,
      rateLimits: DEFAULT_RATE_LIMIT_OPTIONS,
      catalogueCacheMs: 1000,
    });
    expect(deps.today()).toBe(todayIn());
    expect(deps.now()).toBeInstanceOf(Date);
    expect(typeof deps.mailer).toBe('function');
    expect(deps.privateStorage).not.toBe(storage);
  });

  it('passes what is given through as the same instances', () => {
    const today = () => TEST_TODAY;
    const now = () => new Date('2026-06-15T09:00:00Z');
    const mailer = async () => {};
    const logError = () => {};
    const notifyContentChange = () => {};
    const privateStorage = createMemoryStorage();
    const deps = resolveDeps({
      db,
      storage,
      privateStorage,
      today,
      now,
      mailer,
      logError,
      notifyContentChange,
    });
    expect(deps.today).toBe(today);
    expect(deps.now).toBe(now);
    expect(deps.mailer).toBe(mailer);
    expect(deps.logError).toBe(logError);
    expect(deps.notifyContentChange).toBe(notifyContentChange);
    expect(deps.privateStorage).toBe(privateStorage);
  });
});

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

describe.each(testBackends())('one clock for every route group on $name', (backend) => {
  const reads = { today: 0, now: 0 };
  const t = useTestApp(backend, {
    decisionDelays: ZERO_DELAYS,
    today: () => {
      reads.today += 1;
      return TEST_TODAY;
    },
    now: () => {
      reads.now += 1;
      return new Date();
    },
  });

  /** How often `send` made the app read the injected today and now. */
  async function readsOf(send: () => Promise<unknown>) {
    const before = { ...reads };
    await send();
    return { today: reads.today - before.today, now: reads.now - before.now };
  }

  it('the catalogue, document and order routes read the today and now given to createApp', async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const place = await someLocality(t.db);
    const get = async (path: string) => expect((await t.app.request(path)).status).toBe(200);

    expect((await readsOf(() => get(`/api/cars/${sku}`))).today, 'cars').toBeGreaterThan(0);
    expect(
      (await readsOf(() => get(secciUrl('/api', DEFAULT_FINANCING_PARAMS, sku)))).today,
      'SECCI',
    ).toBeGreaterThan(0);
    expect(
      (await readsOf(() => get(scheduleUrl('/api', DEFAULT_FINANCING_PARAMS, sku)))).today,
      'schedule',
    ).toBeGreaterThan(0);
    const order = await readsOf(() => createOrder(t, contactBody(sku, place, CREDIT_TERMS)));
    expect(order.today, 'order: today').toBeGreaterThan(0);
    expect(order.now, 'order: now').toBeGreaterThan(0);
  });
});
