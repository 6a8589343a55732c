/**
 * The embedded CMS server: the read API under /api and the media storage under /storage. Everything
 * it needs comes in through `deps`, so tests, the dev entry (server/index.ts) and the shop's single
 * process (scripts/start.ts) compose the same app with their own database, storage and clock.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { Database } from './db/client.ts';
import { CACHE_LIST, cacheControl } from './http/cache.ts';
import { apiErrorResponse, createErrorHandler, notFound } from './http/errors.ts';
import { carsRoutes } from './routes/cars/cars.routes.ts';
import { contactRoutes } from './routes/contact/contact.routes.ts';
import { contentRoutes } from './routes/content/content.routes.ts';
import { countiesRoutes } from './routes/counties/counties.routes.ts';
import { filtersRoutes } from './routes/filters/filters.routes.ts';
import { leadsRoutes } from './routes/leads/leads.routes.ts';
import { mailPageRoutes, outboxApiRoutes } from './routes/mail/mail.routes.ts';
import { refundsRoutes } from './routes/refunds/refunds.routes.ts';
import { subscribersRoutes } from './routes/subscribers/subscribers.routes.ts';
import { timetableRoutes } from './routes/timetable/timetable.routes.ts';
import { createFsStorage } from './storage/fs-storage.ts';
import { storageRoutes } from './storage/storage.routes.ts';
import type { MediaGenerator, Storage } from './storage/storage.ts';

export interface AppDeps {
  db: Database;
  storage: Storage;
  /** Uploads that must never be served (refund bank statements); defaults to data/private. */
  privateStorage?: Storage | undefined;
  /** Makes missing media on first request (seed pictures and PDFs); none → plain 404. */
  generateMedia?: MediaGenerator | undefined;
  /** Today's date (yyyy-MM-dd) in the shop's time zone; defaults to the real Bucharest date. */
  today?: (() => string) | undefined;
  /** Origins allowed to call the API from a browser; defaults to any (the API has no cookies). */
  corsOrigins?: string[] | undefined;
  /** Where unexpected errors go; defaults to console.error. */
  logError?: ((message: string, error: unknown) => void) | undefined;
}

const bucharestDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** @example todayInBucharest(new Date('2026-03-01T23:30:00Z')) // '2026-03-02' */
export function todayInBucharest(now: Date = new Date()): string {
  return bucharestDate.format(now);
}

export function createApi(deps: AppDeps): Hono {
  const { db } = deps;
  const api = new Hono();
  api.use(cors({ origin: deps.corsOrigins ?? '*', maxAge: 86400 }));
  api.use(compress());
  api.use(cacheControl(CACHE_LIST));
  api.route('/', contentRoutes({ db }));
  api.route('/', filtersRoutes({ db }));
  api.route('/', carsRoutes({ db, today: deps.today ?? (() => todayInBucharest()) }));
  api.route('/', countiesRoutes({ db }));
  api.route('/', contactRoutes({ db }));
  api.route('/', subscribersRoutes({ db }));
  api.route(
    '/',
    refundsRoutes({
      db,
      storage: deps.privateStorage ?? createFsStorage('data/private'),
      today: deps.today ?? (() => todayInBucharest()),
    }),
  );
  api.route('/', leadsRoutes({ db, today: deps.today ?? (() => todayInBucharest()) }));
  api.route('/', outboxApiRoutes({ db }));
  api.route('/', timetableRoutes({ db, today: deps.today ?? (() => todayInBucharest()) }));
  // A catch-all instead of notFound(): it keeps answering JSON when this app is mounted elsewhere.
  api.all('*', (c) => apiErrorResponse(c, notFound(`No API route ${c.req.method} ${c.req.path}`)));
  return api;
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(deps.logError ?? ((message, error) => console.error(message, error))));
  app.route('/api', createApi(deps));
  app.route('/sandbox/mail', mailPageRoutes({ db: deps.db }));
  app.route('/storage', storageRoutes({ storage: deps.storage, generateMedia: deps.generateMedia }));
  return app;
}
