/**
 * The embedded CMS server: the read API under /api and the media storage under /storage. Everything
 * it needs comes in through `deps`, so tests, the dev entry (server/index.ts) and the shop's single
 * process (scripts/start.ts) compose the same app with their own database, storage and clock.
 */
import { type Context, Hono } from 'hono';
import { todayIn } from '../src/domain/dates.ts';
import { identificationOnline, type ShopMode } from '../src/domain/site/shop-mode.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAddressThrottle } from './auth/throttle.ts';
import type { NotifyContentChange } from './content-events/content-events.ts';
import type { Database } from './db/client.ts';
import { asArrived } from './db/request-arrival.ts';
import { DEFAULT_JOB_DELAYS, type JobDelays } from './decision/scheduler.ts';
import { CACHE_LIST, cacheControl } from './http/cache.ts';
import { compress } from './http/compress.ts';
import { cors } from './http/cors.ts';
import { apiErrorResponse, createErrorHandler, noRoute } from './http/errors.ts';
import { createJsonCache, type JsonCache } from './http/json-cache.ts';
import type { ReplayCache } from './http/replay-cache.ts';
import { SANDBOX_OFF, type SandboxAccess, sandboxGate } from './http/sandbox-gate.ts';
import { API_SECURITY_HEADERS, securityHeaders } from './http/security-headers.ts';
import { refuseDisallowedUrl } from './http/text-input.ts';
import { createOutboxMailer, type Mailer } from './mail/outbox.ts';
import { createOrderCache, DEFAULT_ORDER_CACHE, type OrderCacheOptions } from './orders/order-cache.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { sandboxProvider } from './payments/sandbox-provider.ts';
import {
  applyRateLimits,
  DEFAULT_RATE_LIMIT_OPTIONS,
  type RateLimitOptions,
} from './rate-limit/rate-limit.ts';
import type { BuildLog } from './rebuild/build-log.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { ordersDeskRoutes } from './routes/admin/orders-desk.routes.ts';
import { carsRoutes } from './routes/cars/cars.routes.ts';
import { clientOrderRoutes } from './routes/client-order/client-order.routes.ts';
import { type OrderRouteDeps, requestOrigin } from './routes/client-order/order-deps.ts';
import { createReferenceReads, type ReferenceReads } from './routes/client-order/reference-reads.ts';
import { consentsRoutes } from './routes/consents/consents.routes.ts';
import { contactRoutes } from './routes/contact/contact.routes.ts';
import { contentRoutes } from './routes/content/content.routes.ts';
import { countiesRoutes } from './routes/counties/counties.routes.ts';
import { filtersRoutes } from './routes/filters/filters.routes.ts';
import { leadsRoutes } from './routes/leads/leads.routes.ts';
import { outboxApiRoutes } from './routes/mail/mail.routes.ts';
import { orderPageRoutes } from './routes/order-page/order-page.routes.ts';
import { paymentAdminRoutes } from './routes/payments/payment-admin.routes.ts';
import { paymentWebhookRoutes } from './routes/payments/payment-webhook.routes.ts';
import { paymentsRoutes } from './routes/payments/payments.routes.ts';
import { reconcilePendingPayments } from './routes/payments/provider-checkout.ts';
import { priceAlertsRoutes } from './routes/price-alerts/price-alerts.routes.ts';
import { refundsRoutes } from './routes/refunds/refunds.routes.ts';
import { releaseClockRoutes } from './routes/sandbox/release-clock.routes.ts';
import { testModePages } from './routes/sandbox/test-mode-pages.ts';
import { savedQuotesRoutes } from './routes/saved-quotes/saved-quotes.routes.ts';
import { secciRoutes } from './routes/secci/secci.routes.ts';
import { settingsRoutes } from './routes/settings/settings.routes.ts';
import { subscribersRoutes } from './routes/subscribers/subscribers.routes.ts';
import { timetableRoutes } from './routes/timetable/timetable.routes.ts';
import { withdrawalsRoutes } from './routes/withdrawals/withdrawals.routes.ts';
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
  /**
   * Browser origins allowed to call the API and to frame the card form (env CORS_ORIGINS, default
   * the site's own); the server's own origin is always allowed. Unset: the own origin only.
   */
  corsOrigins?: readonly string[] | undefined;
  /**
   * Test mode (default) or live mode (src/domain/site/shop-mode.ts). Test mode mounts the payment
   * (with the sandbox provider) and identification sandboxes; live mode never mounts a sandbox.
   */
  mode?: ShopMode | undefined;
  /** Who takes card payments; default the sandbox in test mode, none (unavailable) in live mode. */
  paymentProvider?: PaymentProvider | null | undefined;
  /**
   * Receives the payment reconciliation pass when a real provider is configured; the process that
   * serves the app runs it periodically (scripts/shop-server.ts). Tests call it with their clock.
   */
  paymentReconciliation?: ((pass: () => Promise<unknown>) => void) | undefined;
  /**
   * Who may reach the sandbox pages (loopback, or SANDBOX_TOKEN), and `enabled` (SANDBOX=1) mounts
   * the local mailbox (every e-mail the shop sent): off by default, in test mode too.
   */
  sandbox?: SandboxAccess | undefined;
  /**
   * Where unexpected errors go: a one-line summary safe to store (no body, no personal data) and the
   * error itself for tests; the default writes only the summary to stderr.
   */
  logError?: ((message: string, error: unknown) => void) | undefined;
  /** The clock of orders, decision jobs and payments; defaults to the real time. */
  now?: (() => Date) | undefined;
  /** EUR/RON rate for fees and the decision engine (env EUR_RON_RATE); default 5. */
  eurRonRate?: number | undefined;
  /** How long the company checks take (env DECISION_DELAY_MS); default 3 s each. */
  decisionDelays?: JobDelays | undefined;
  /** Order e-mails; defaults to the outbox table. */
  mailer?: Mailer | undefined;
  /**
   * The business inbox for leads and contact requests when the `business_inbox` setting is not set
   * (PUT /api/admin/settings/business_inbox); default DEFAULT_BUSINESS_INBOX.
   */
  businessInbox?: string | undefined;
  /** The shop's origin for e-mail links and the sandbox's way back; default the request's origin. */
  siteOrigin?: string | undefined;
  /** Bearer token of the admin API (env ADMIN_TOKEN); unset: the admin API answers 401. */
  adminToken?: string | undefined;
  /** Hears about each committed admin change (the rebuild webhook); default: only recorded. */
  notifyContentChange?: NotifyContentChange | undefined;
  /** Per-client limits of the submitting routes (env RATE_LIMITS, TRUST_PROXY, RATE_LIMIT_SECRET). */
  rateLimits?: RateLimitOptions | undefined;
  /**
   * How long a catalogue read (car list, filters) and an order's reference reads (its car, place
   * and validity date) are served from memory; default 1 s.
   */
  catalogueCacheMs?: number | undefined;
  /** How many orders, for how long, a wizard step may find kept instead of loading (order-cache.ts). */
  orderCache?: OrderCacheOptions | undefined;
  /**
   * Where the finished catalogue answers go to be replayed in front of the app (replay-cache.ts);
   * the server that serves the app answers from it. Unset: every request goes through the app.
   */
  replayCache?: ReplayCache | undefined;
  /** The rebuilds' publish state for the back office (GET /api/admin/builds); unset: none kept here. */
  buildLog?: BuildLog | undefined;
}

export const DEFAULT_EUR_RON_RATE = 5;
export const DEFAULT_BUSINESS_INBOX = 'comenzi@autoabonament.ro';

/**
 * `AppDeps` with every default filled in. createApp builds it once (resolveDeps) and every route
 * module receives its fields from it, so a default is written in one place only.
 */
export interface ResolvedDeps {
  db: Database;
  storage: Storage;
  privateStorage: Storage;
  generateMedia: MediaGenerator | undefined;
  today: () => string;
  now: () => Date;
  corsOrigins: readonly string[];
  mode: ShopMode;
  paymentProvider: PaymentProvider | null;
  paymentReconciliation: ((pass: () => Promise<unknown>) => void) | undefined;
  sandbox: SandboxAccess;
  logError: (message: string, error: unknown) => void;
  eurRonRate: number;
  decisionDelays: JobDelays;
  mailer: Mailer;
  businessInbox: string;
  /** null: the request's own origin. */
  siteOrigin: string | null;
  adminToken: string | undefined;
  notifyContentChange: NotifyContentChange;
  rateLimits: RateLimitOptions;
  catalogueCacheMs: number;
  orderCache: OrderCacheOptions;
  replayCache: ReplayCache | undefined;
  buildLog: BuildLog | undefined;
}

const defaultProvider = (mode: ShopMode | undefined) =>
  (mode ?? 'test') === 'test' ? sandboxProvider : null;
/** Where e-mail links of a background job point when SITE_URL is unset (test mode only). */
const DEFAULT_PORT = 4321;

export function resolveDeps(deps: AppDeps): ResolvedDeps {
  return {
    db: deps.db,
    storage: deps.storage,
    privateStorage: deps.privateStorage ?? createFsStorage('data/private'),
    generateMedia: deps.generateMedia,
    today: deps.today ?? (() => todayIn()),
    now: deps.now ?? (() => new Date()),
    corsOrigins: deps.corsOrigins ?? [],
    mode: deps.mode ?? 'test',
    // Live mode has no default provider: without one, /plata says online payment is unavailable.
    paymentProvider: deps.paymentProvider === undefined ? defaultProvider(deps.mode) : deps.paymentProvider,
    paymentReconciliation: deps.paymentReconciliation,
    // Live mode never mounts a sandbox, whatever was asked for.
    sandbox: deps.mode === 'live' ? SANDBOX_OFF : (deps.sandbox ?? SANDBOX_OFF),
    logError: deps.logError ?? ((message) => console.error(message)),
    eurRonRate: deps.eurRonRate ?? DEFAULT_EUR_RON_RATE,
    decisionDelays: deps.decisionDelays ?? DEFAULT_JOB_DELAYS,
    mailer: deps.mailer ?? createOutboxMailer(deps.db),
    businessInbox: deps.businessInbox ?? DEFAULT_BUSINESS_INBOX,
    siteOrigin: deps.siteOrigin ?? null,
    adminToken: deps.adminToken,
    notifyContentChange: deps.notifyContentChange ?? (() => {}),
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMIT_OPTIONS,
    catalogueCacheMs: deps.catalogueCacheMs ?? 1000,
    orderCache: deps.orderCache ?? DEFAULT_ORDER_CACHE,
    replayCache: deps.replayCache,
    buildLog: deps.buildLog,
  };
}

/** What the order, payment and sandbox routes see of the app (built once, shared by the four). */
function orderRouteDeps(deps: ResolvedDeps, references: ReferenceReads): OrderRouteDeps {
  return {
    references,
    orderCache: createOrderCache(deps.orderCache),
    db: deps.db,
    today: deps.today,
    now: deps.now,
    eurRonRate: deps.eurRonRate,
    delays: deps.decisionDelays,
    mailer: deps.mailer,
    businessInbox: deps.businessInbox,
    siteOrigin: deps.siteOrigin,
    frameOrigins: deps.corsOrigins,
    paymentProvider: deps.paymentProvider,
    identificationOnline: identificationOnline(deps.mode),
    notify: deps.notifyContentChange,
  };
}

/** CORS: the configured origins and the server's own (same-origin calls through a proxy too). */
function allowedOrigin(configured: readonly string[]) {
  return (origin: string, c: Context): string | null =>
    configured.includes(origin) || origin === requestOrigin(c) ? origin : null;
}

interface Caches {
  catalogue: JsonCache;
  references: ReferenceReads;
}

/**
 * `deps` as every route sees them: a committed content change (an admin write, or a paid
 * reservation in the card sandbox) first drops the catalogue cache, its replayed answers and the
 * orders' reference reads, then goes on to the notifier.
 */
function withCaches(deps: ResolvedDeps): { deps: ResolvedDeps } & Caches {
  const catalogue = createJsonCache({ ttlMs: deps.catalogueCacheMs });
  const references = createReferenceReads(deps.db, deps.catalogueCacheMs, deps.eurRonRate);
  const notify = deps.notifyContentChange;
  const notifyContentChange: NotifyContentChange = (change) => {
    catalogue.invalidate();
    references.invalidate();
    deps.replayCache?.invalidate();
    notify(change);
  };
  return { deps: { ...deps, notifyContentChange }, catalogue, references };
}

/** The operations desk's routes of other modules, behind the admin door (admin.routes.ts). */
function operationsRoutes(
  deps: ResolvedDeps,
  orders: OrderRouteDeps,
  provider: PaymentProvider | null,
): Hono {
  const operations = new Hono();
  operations.route(
    '/',
    ordersDeskRoutes({
      db: deps.db,
      now: deps.now,
      notify: deps.notifyContentChange,
      siteOrigin: deps.siteOrigin,
      allowedOrigins: deps.corsOrigins,
      trustedProxies: deps.rateLimits.trustedProxies,
    }),
  );
  if (provider) operations.route('/', paymentAdminRoutes(orders, provider));
  return operations;
}

export function createApi(deps: ResolvedDeps, orders: OrderRouteDeps, catalogue: JsonCache): Hono {
  const { db, today } = deps;
  const api = new Hono();
  api.use(securityHeaders(API_SECURITY_HEADERS));
  // Retry-After exposed: a site on another origin reads it to know when its outbox may resend.
  api.use(cors({ origin: allowedOrigin(deps.corsOrigins), maxAge: 86400, exposeHeaders: ['Retry-After'] }));
  api.use(compress());
  api.use(cacheControl(CACHE_LIST));
  applyRateLimits(api, db, deps.rateLimits);
  api.route('/', contentRoutes({ db }));
  api.route('/', settingsRoutes({ db }));
  api.route('/', filtersRoutes({ db, cache: catalogue }));
  api.route('/', carsRoutes({ db, today, cache: catalogue }));
  api.route('/', countiesRoutes({ db }));
  api.route('/', contactRoutes({ db, businessInbox: deps.businessInbox }));
  api.route(
    '/',
    subscribersRoutes({
      db,
      now: deps.now,
      siteUrl: deps.siteOrigin ?? undefined,
      siteOrigins: deps.corsOrigins,
    }),
  );
  api.route(
    '/',
    priceAlertsRoutes({
      db,
      now: deps.now,
      siteUrl: deps.siteOrigin ?? undefined,
      siteOrigins: deps.corsOrigins,
    }),
  );
  api.route('/', consentsRoutes({ db }));
  api.route(
    '/',
    refundsRoutes({ db, storage: deps.privateStorage, today, businessInbox: deps.businessInbox }),
  );
  api.route(
    '/',
    leadsRoutes({
      db,
      today,
      now: deps.now,
      businessInbox: deps.businessInbox,
      siteUrl: deps.siteOrigin ?? undefined,
      siteOrigins: deps.corsOrigins,
    }),
  );
  if (deps.sandbox.enabled) {
    api.use('/sandbox/*', sandboxGate(deps.sandbox, 'api'));
    api.route('/', outboxApiRoutes({ db }));
    api.route('/', releaseClockRoutes({ db, siteOrigin: deps.siteOrigin }));
  }
  const provider = deps.paymentProvider;
  if (provider && provider.name !== 'sandbox') {
    api.route('/', paymentWebhookRoutes(orders, provider));
  }
  api.route('/', timetableRoutes({ db, today }));
  api.route(
    '/',
    savedQuotesRoutes({
      db,
      today,
      now: deps.now,
      siteUrl: deps.siteOrigin ?? undefined,
      siteOrigins: deps.corsOrigins,
    }),
  );
  api.route('/', secciRoutes({ db, today }));
  api.route('/', clientOrderRoutes(orders));
  api.route('/', orderPageRoutes(orders));
  api.route('/', paymentsRoutes(orders));
  api.route('/', withdrawalsRoutes(orders));
  api.route(
    '/admin',
    adminRoutes({
      db,
      adminToken: deps.adminToken,
      notify: deps.notifyContentChange,
      eurRonRate: deps.eurRonRate,
      today,
      now: deps.now,
      allowedOrigins: deps.corsOrigins,
      trustedProxies: deps.rateLimits.trustedProxies,
      buildLog: deps.buildLog,
      siteOrigin: deps.siteOrigin,
      privateStorage: deps.privateStorage,
      storage: deps.storage,
      operations: operationsRoutes(deps, orders, provider),
    }),
  );
  api.route(
    '/auth',
    authRoutes({
      db,
      throttle: createAddressThrottle(db),
      now: deps.now,
      allowedOrigins: deps.corsOrigins,
      trustedProxies: deps.rateLimits.trustedProxies,
    }),
  );
  // A catch-all instead of notFound(): it keeps answering JSON when this app is mounted elsewhere.
  api.all('*', (c) => apiErrorResponse(c, noRoute(c.req.method, c.req.path)));
  return api;
}

export function createApp(appDeps: AppDeps): Hono {
  const { deps, catalogue, references } = withCaches(resolveDeps(appDeps));
  const orders = orderRouteDeps(deps, references);
  const app = new Hono();
  app.onError(createErrorHandler(deps.logError));
  // The embedded database runs the statements of the oldest request first (db/oldest-first.ts).
  app.use((_c, next) => asArrived(performance.now(), next));
  // A NUL in a path or a query string is a 422 here, before any route hands it to the database.
  app.use(refuseDisallowedUrl);
  if (deps.replayCache) app.use(deps.replayCache.capture);
  app.route('/api', createApi(deps, orders, catalogue));
  // Test mode: the sandbox provider's card form and the identification sandbox stand in for the real ones.
  if (deps.mode === 'test') app.route('/', testModePages(orders, deps));
  const provider = deps.paymentProvider;
  if (provider && provider.name !== 'sandbox') {
    deps.paymentReconciliation?.(() =>
      reconcilePendingPayments(orders, provider, deps.siteOrigin ?? `http://localhost:${DEFAULT_PORT}`),
    );
  }
  app.route('/storage', storageRoutes({ storage: deps.storage, generateMedia: deps.generateMedia }));
  return app;
}
