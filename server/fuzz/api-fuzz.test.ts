/**
 * Property-based fuzz of every route that takes a body or changes state (server/fuzz/fuzz-routes.ts):
 * valid bodies mutated with wrong types, poisoned and huge strings, overflowing numbers, missing and
 * extra keys, wrong content types. For each: no 5xx (the harness also fails on any logged 500), a
 * 422 names its fields with Romanian reasons, and a 2xx only for a body the shared schema accepts.
 * Seeded and bounded (FUZZ_RUNS per route, default 200); PGlite only, since the properties are
 * about the API's own checks and PostgreSQL would double the run time for no new coverage.
 */

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
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
import { type FuzzContext, fuzzRoutes } from './fuzz-routes.ts';

/** Cases per route; FUZZ_RUNS=1000 for a deeper local run, FUZZ_SEED to replay another sequence. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** valibot's and other libraries' English defaults; Romanian reasons never contain them. */
const ENGLISH = /Invalid (?:type|length|key|value|format|date)|Expected|Received|\bmust\b|\bshould\b/;

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return doc.save();
}

describe('API fuzz (pglite)', () => {
  const t = useTestApp(
    { name: 'pglite', open: openTestDatabase },
    // The sandboxes mounted: without them their routes were only ever answered 404.
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

  it('covers every route that reads a body', () => {
    expect(fuzzRoutes(ctx).length).toBeGreaterThanOrEqual(21);
  });

  it.each(
    // Names only: the arbitraries need the seeded context, built in beforeAll.
    fuzzRoutes({
      sku: '',
      carId: 1,
      place: { judet: 1, localitate: '' },
      orderUuid: '',
      pdf: new Uint8Array(),
    }).map((route) => route.name),
  )(
    '%s: no 5xx, Romanian 422s, nothing invalid accepted',
    async (name) => {
      const route = fuzzRoutes(ctx).find((candidate) => candidate.name === name);
      if (!route) throw new Error(`no route ${name}`);
      await fc.assert(
        fc.asyncProperty(route.request, async ({ path, init, parsed }) => {
          const headers = new Headers(init.headers);
          if (route.admin) headers.set('Authorization', `Bearer ${ADMIN_TOKEN}`);
          const res = await t.request(path, { ...init, headers });
          const where = `${init.method} ${path} ${String(init.body).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (
            res.status === 422 &&
            typeof res.body === 'object' &&
            res.body !== null &&
            'errors' in res.body
          ) {
            const errors = (res.body as { errors: Record<string, unknown> }).errors;
            expect(Object.keys(errors).length, where).toBeGreaterThan(0);
            for (const reason of Object.values(errors)) {
              expect(typeof reason, where).toBe('string');
              expect(reason, where).not.toMatch(ENGLISH);
            }
          }
          if (res.status === 422 || res.status === 413 || res.status === 415) {
            expect(JSON.stringify(res.body), where).not.toMatch(ENGLISH);
          }
          if (res.status < 300 && route.accepts) expect(route.accepts(parsed), where).toBe(true);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    300_000,
  );
});
