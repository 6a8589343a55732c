import { eq, like } from 'drizzle-orm';
import { MemoryStore } from 'hono-rate-limiter';
import { ro } from '../../src/i18n/ro.ts';
import { createApp } from '../app.ts';
import { contactMessages, rateLimitHits } from '../db/schema.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../test/harness.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import type { LimitEnv } from './database-store.ts';
import { LIMITED_ROUTES } from './limits.ts';
import { inProcessCounters, type RateLimitOptions } from './rate-limit.ts';

const message = {
  name: 'Ana Popescu',
  email: 'ana.popescu@example.ro',
  message: 'As dori detalii despre abonamentul auto.',
  data_protection: true,
};

const START = new Date('2026-05-04T09:00:00Z');

/** What @hono/node-server hands the app for a request from `address`. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

describe.each(testBackends())('rate limits on $name', (backend) => {
  let clock = START;
  const options: RateLimitOptions = {
    limits: { forms: { limit: 3, windowMs: 60_000 }, orders: { limit: 1, windowMs: 60_000 }, wizard: null },
    trustedProxies: 0,
    secret: 'test-hmac-secret',
    now: () => clock,
  };
  const t = useTestApp(backend, { rateLimits: options });
  beforeEach(() => {
    clock = new Date(clock.getTime() + 3_600_000);
  });

  const contact = (app = t.app, address = '203.0.113.5', headers: Record<string, string> = {}) =>
    app.request('/api/contact-form', postJson(message, headers), fromSocket(address));
  const statuses = async (responses: (Response | Promise<Response>)[]) =>
    (await Promise.all(responses)).map((r) => r.status);

  it('accepts the limit, then answers 429 in Romanian with Retry-After and stores nothing', async () => {
    const before = await t.db.$count(contactMessages);
    for (let i = 0; i < 3; i++) expect((await contact()).status).toBe(201);
    clock = new Date(clock.getTime() + 20_000);
    const refused = await contact();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: ro.publicApi.tooManyRequests });
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await t.db.$count(contactMessages)).toBe(before + 3);
  });

  it('counts each client apart and opens again when the window ends', async () => {
    for (let i = 0; i < 3; i++) await contact(t.app, '198.51.100.1');
    expect((await contact(t.app, '198.51.100.1')).status).toBe(429);
    expect((await contact(t.app, '198.51.100.2')).status).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    expect((await contact(t.app, '198.51.100.1')).status).toBe(201);
  });

  it('shares one budget across the routes of a group', async () => {
    await contact(t.app, '198.51.100.3');
    await contact(t.app, '198.51.100.3');
    const subscribe = (email: string) =>
      t.app.request(
        '/api/subscribers',
        postJson({ email, data_protection: true }),
        fromSocket('198.51.100.3'),
      );
    expect((await subscribe('rate.one@example.ro')).status).toBe(202);
    expect((await subscribe('rate.two@example.ro')).status).toBe(429);
  });

  it('shares the count between two app instances on one database', async () => {
    const other = createApp({
      db: t.db,
      storage: createMemoryStorage(),
      today: () => TEST_TODAY,
      rateLimits: options,
    });
    expect(await statuses([contact(t.app, '192.0.2.10'), contact(other, '192.0.2.10')])).toEqual([201, 201]);
    expect((await contact(other, '192.0.2.10')).status).toBe(201);
    expect((await contact(t.app, '192.0.2.10')).status).toBe(429);
    expect((await contact(other, '192.0.2.10')).status).toBe(429);
  });

  it('never lets more than the limit through 20 concurrent requests', async () => {
    const answers = await statuses(Array.from({ length: 20 }, () => contact(t.app, '192.0.2.20')));
    expect(answers.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(17);
  });

  it('keys on a hash: no address is stored in clear', async () => {
    await contact(t.app, '192.0.2.30');
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('192.0.2') || key.includes('203.0.113'))).toEqual([]);
  });

  it('sweeps ended windows', async () => {
    await contact(t.app, '192.0.2.40');
    const count = () => t.db.$count(rateLimitHits, like(rateLimitHits.key, 'forms:%'));
    expect(await count()).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 10 * 60_000);
    await contact(t.app, '192.0.2.41');
    expect(await count()).toBe(1);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const forwarded = (index: number) => ({ 'X-Forwarded-For': `10.9.9.${index}` });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await contact(t.app, '192.0.2.50', forwarded(i))).status);
    expect(answers).toEqual([201, 201, 201, 429]);

    const behindProxy = createApp({
      db: t.db,
      storage: createMemoryStorage(),
      today: () => TEST_TODAY,
      rateLimits: { ...options, trustedProxies: 1 },
    });
    for (let i = 0; i < 4; i++) {
      expect((await contact(behindProxy, '10.0.0.1', forwarded(i))).status).toBe(201);
    }
  });

  it('counts in memory for a shop on the embedded database, unless a store is plugged in', async () => {
    const plugged = () => new MemoryStore<LimitEnv>();
    expect(inProcessCounters({ ...options, store: plugged }).store).toBe(plugged);
    const embedded = createApp({
      db: t.db,
      storage: createMemoryStorage(),
      today: () => TEST_TODAY,
      rateLimits: inProcessCounters(options),
    });
    const rowsBefore = await t.db.$count(rateLimitHits);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await contact(embedded, '192.0.2.56')).status);
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await t.db.$count(rateLimitHits)).toBe(rowsBefore);
  });

  it('does not limit reads', async () => {
    const reads = await statuses(
      Array.from({ length: 6 }, () =>
        t.app.request('/api/contact-form/never-sent-key-1', {}, fromSocket('192.0.2.60')),
      ),
    );
    expect(reads.every((status) => status === 200)).toBe(true);
  });

  it.each(LIMITED_ROUTES)('limits $method $path', async ({ method, path, group }) => {
    const app = createApp({
      db: t.db,
      storage: createMemoryStorage(),
      privateStorage: createMemoryStorage(),
      today: () => TEST_TODAY,
      rateLimits: {
        ...options,
        limits: { forms: null, orders: null, wizard: null, [group]: { limit: 1, windowMs: 60_000 } },
      },
    });
    const url = `/api${path.replace(':uuid', '00000000-0000-4000-8000-000000000000')}`;
    const send = () =>
      app.request(
        url,
        { method, body: '{}' },
        fromSocket(`192.0.2.${70 + LIMITED_ROUTES.findIndex((r) => r.path === path && r.method === method)}`),
      );
    expect((await send()).status).not.toBe(429);
    expect((await send()).status).toBe(429);
  });

  it('stores the message it let through once (no row for a refused one)', async () => {
    const key = 'rate-limited-key-0001';
    for (let i = 0; i < 4; i++) await contact(t.app, '192.0.2.90', { 'Idempotency-Key': `${key}${i}` });
    const stored = await t.db.$count(contactMessages, eq(contactMessages.idempotencyKey, `${key}3`));
    expect(stored).toBe(0);
  });
});
