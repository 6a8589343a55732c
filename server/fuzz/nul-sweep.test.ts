/**
 * A NUL byte is never a 5xx: PostgreSQL (and PGlite) refuse NUL in text, so the API refuses it
 * first, in its one input layer (http/text-input.ts), whichever route and field carries it. Swept
 * over every route the fuzz knows (fuzz-routes.ts): each sampled request (the valid body among them)
 * with a NUL put into each of its text fields in turn, and into its path; then the GET routes with a
 * NUL in a query value or a path parameter. Each answer must be a 4xx.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { sandboxPaths } from '../../src/domain/site/sandbox-paths.ts';
import { ro } from '../../src/i18n/ro.ts';
import { cars } from '../db/schema.ts';
import { ADMIN_TOKEN } from '../routes/admin/admin.fixture.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { LOCAL_SANDBOX, openTestDatabase, TEST_TODAY, useTestApp } from '../test/harness.ts';
import type { FuzzRequest } from './fuzz-requests.ts';
import { type FuzzContext, fuzzRoutes } from './fuzz-routes.ts';

const NUL = '\u0000';
/** Requests sampled per route; the first is always its valid body (fuzz-values.ts `mutatedBody`). */
const SAMPLES = 6;
const SEED = 31_017;

/** `body` (a JSON text, a form) with a NUL appended to the text field `key`, or null if it has none. */
function withNulIn(init: RequestInit, key: string): RequestInit | null {
  const { body } = init;
  if (typeof body === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value !== 'string') return null;
    return { ...init, body: JSON.stringify({ ...parsed, [key]: value + NUL }) };
  }
  if (body instanceof URLSearchParams) {
    const copy = new URLSearchParams(body);
    copy.set(key, (copy.get(key) ?? '') + NUL);
    return { ...init, body: copy };
  }
  if (body instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of body.entries())
      copy.append(name, name === key && typeof value === 'string' ? value + NUL : value);
    return { ...init, body: copy };
  }
  return null;
}

/** The text fields a request's body carries. */
function textFields(request: FuzzRequest): string[] {
  const { parsed } = request;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed)
    .filter(([, value]) => typeof value === 'string')
    .map(([key]) => key);
}

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

describe('a NUL byte in any text input is a 4xx (pglite)', () => {
  const t = useTestApp(
    { name: 'pglite', open: openTestDatabase },
    { adminToken: ADMIN_TOKEN, today: () => TEST_TODAY, sandbox: LOCAL_SANDBOX },
  );
  let ctx: FuzzContext;

  beforeAll(async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const [car] = await t.db.select({ id: cars.id }).from(cars).where(eq(cars.sku, sku));
    const place = await someLocality(t.db);
    const orderUuid = await createOrder(t, contactBody(sku, place, CREDIT_TERMS));
    ctx = { sku, carId: car?.id ?? 1, place, orderUuid, pdf: await onePagePdf() };
  });

  const send = async (route: { admin?: boolean }, path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (route.admin) headers.set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    return t.request(path, { ...init, headers });
  };

  it('POST /sandbox/payment/challenge with token=%00 (as reported) is a 4xx', async () => {
    const answer = await t.request(sandboxPaths.challenge, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'token=%00&origin=http%3A%2F%2Flocalhost&decision=approve',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { token: ro.validation.textCharacters } });
  });

  it.each(
    fuzzRoutes({
      sku: '',
      carId: 1,
      place: { judet: 1, localitate: '' },
      orderUuid: '',
      pdf: new Uint8Array(),
    }).map((route) => route.name),
  )('%s: a NUL in each text field and in the path', async (name) => {
    const route = fuzzRoutes(ctx).find((candidate) => candidate.name === name);
    if (!route) throw new Error(`no route ${name}`);
    const requests = fc.sample(route.request, { numRuns: SAMPLES, seed: SEED });
    let sent = 0;
    for (const request of requests) {
      for (const key of textFields(request)) {
        const init = withNulIn(request.init, key);
        if (!init) continue;
        const answer = await send(route, request.path, init);
        const where = `${request.init.method} ${request.path} NUL in ${key} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        expect(answer.status, where).toBeGreaterThanOrEqual(400);
        expect(answer.status, where).toBeLessThan(500);
        sent += 1;
      }
      const answer = await send(route, `${request.path}%00`, request.init);
      expect(answer.status, `${request.path}%00 → ${answer.status}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    // Every route the fuzz knows takes at least one text field, or a path parameter.
    expect(sent + requests.length).toBeGreaterThan(0);
  });

  const getPaths = (c: FuzzContext) => [
    `/api/cars?search=${NUL}`,
    `/api/cars/${c.sku}${NUL}`,
    `/api/car-details?skus=${c.sku}${NUL}`,
    `/api/client-order/${c.orderUuid}${NUL}`,
    `/api/contact-form/key-${NUL}-12345678`,
    `/api/refunds/key-${NUL}-12345678`,
    `/api/static-pages/despre${NUL}`,
    `/api/counties/1${NUL}`,
    `/api/payments?order_code=${c.orderUuid}${NUL}`,
    `/api/payments/complete?id=${NUL}`,
    `/api/secci?sku=${c.sku}${NUL}&credit_type=credit`,
    `/api/timetable?sku=${c.sku}${NUL}`,
    `${sandboxPaths.form}?token=${NUL}&origin=http%3A%2F%2Flocalhost`,
    `${sandboxPaths.identification(c.orderUuid)}${NUL}`,
  ];

  it('GET routes with a NUL in a query value or a path parameter', async () => {
    for (const path of getPaths(ctx)) {
      const encoded = path.replaceAll(NUL, '%00');
      const answer = await t.request(encoded);
      expect(answer.status, `GET ${encoded} → ${answer.status}`).toBe(422);
    }
    const query = await t.request('/api/cars?search=%00');
    expect(query.body).toMatchObject({ errors: { search: ro.validation.textCharacters } });
  });
});
