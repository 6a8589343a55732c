/**
 * Composes the shop's single process: database (migrated, seeded when empty), the CMS app (/api,
 * /storage), the rebuild webhook and the built site with its rewrite table, on one port. Used by
 * `npm start` (scripts/start.ts) and by the end-to-end server (scripts/e2e-server.ts).
 *
 * Start-up order matters: the site is built FROM this server's API, so it listens first, then
 * builds (when no build exists or the content is newer), then swaps the new folder in.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { getRequestListener } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../server/app.ts';
import { contentChangesSince, lastContentEventId } from '../server/content-events/content-events.ts';
import { createWebhookNotifier } from '../server/content-events/webhook-notifier.ts';
import { advisoryLock } from '../server/db/advisory-lock.ts';
import { type Database, type DatabaseTarget, openDatabase, serverTarget } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare-database.ts';
import { cars } from '../server/db/schema.ts';
import { startDecisionWorker } from '../server/decision/worker.ts';
import type { MailEnv, PaymentEnv } from '../server/env.ts';
import { type HandlersInProgress, handlersInProgress } from '../server/http/handlers-in-progress.ts';
import { createReplayCache, type ReplayCache, replayingListener } from '../server/http/replay-cache.ts';
import type { SandboxAccess } from '../server/http/sandbox-gate.ts';
import { startMailDispatcher } from '../server/mail/dispatcher.ts';
import { startOrderNotifier } from '../server/orders/order-notifier.ts';
import { startReleaseJob } from '../server/orders/release-job.ts';
import { startStockAlertNotifier } from '../server/orders/stock-alert-notifier.ts';
import type { PaymentProvider } from '../server/payments/provider.ts';
import { type RunningJob, startReconcileJob } from '../server/payments/reconcile-job.ts';
import { createStripeProvider } from '../server/payments/stripe-provider.ts';
import { startRetentionJob } from '../server/privacy/retention.ts';
import { createSmtpTransport } from '../server/providers/mail/smtp-transport.ts';
import {
  DEFAULT_RATE_LIMIT_OPTIONS,
  inProcessCounters,
  type RateLimitOptions,
} from '../server/rate-limit/rate-limit.ts';
import { astroBuild, shardCount } from '../server/rebuild/astro-build.ts';
import { createBuildLog } from '../server/rebuild/build-log.ts';
import { contentVersion } from '../server/rebuild/content-version.ts';
import { startContentWatch } from '../server/rebuild/content-watch.ts';
import { planPublish } from '../server/rebuild/publish-plan.ts';
import { createRebuildRunner, type RebuildOutcome } from '../server/rebuild/runner.ts';
import { createRebuildWebhook } from '../server/rebuild/webhook.ts';
import { isListed } from '../server/routes/cars/visibility.ts';
import { startPriceAlertNotifier } from '../server/routes/price-alerts/price-alert-notifier.ts';
import { createMediaGenerator } from '../server/seed/media/index.ts';
import { carShellTarget } from '../server/site/car-shell-target.ts';
import { siteCodeVersion } from '../server/site/code-version.ts';
import { isStale, servedSiteAtStart } from '../server/site/site-folders.ts';
import { createSiteRoot } from '../server/site/site-root.ts';
import { serveSite } from '../server/site/static.ts';
import { openStorages } from '../server/storage/open-storages.ts';
import type { S3Env } from '../server/storage/storage-env.ts';
import { DEFAULT_FIGURES } from '../src/domain/business-figures.ts';
import type { ShopMode } from '../src/domain/site/shop-mode.ts';

export interface ShopOptions {
  /** 0 picks a free port. */
  port: number;
  database: DatabaseTarget;
  storageDir: string;
  /** Uploads that must never be served (refund bank statements). */
  privateStorageDir: string;
  /** Object storage shared by every shop process (S3_BUCKET…); set, the two folders are unused. */
  s3?: S3Env | undefined;
  /** Where rebuilds create their folders (data/site). */
  sitesDir: string;
  /** Complete builds made elsewhere that may be served if newest (dist/). */
  otherSites: readonly string[];
  /** Build-time API base; default this server's own /api. */
  cmsUrl?: string | undefined;
  /** Empty: the rebuild webhook rejects every call. */
  webhookSecret: string;
  /** EUR/RON rate for fees paid in lei. */
  eurRonRate: number;
  /** Delay of the sandbox company checks (check 1 and check 2). */
  decisionDelayMs: number;
  /** Bearer token of the admin API; default env ADMIN_TOKEN; unset: the admin API answers 401. */
  adminToken?: string | undefined;
  /** Per-client limits of the submitting routes; default the built-in ones (rate-limit/limits.ts). */
  rateLimits?: RateLimitOptions | undefined;
  /** Test mode (default: sandbox payment and identification) or live mode. */
  mode?: ShopMode | undefined;
  /** The card provider (env PAYMENT_PROVIDER…); default the sandbox in test mode. */
  payment?: PaymentEnv | undefined;
  /** Who may reach the sandbox pages; `enabled` (SANDBOX=1) mounts the local mailbox. */
  sandbox?: SandboxAccess | undefined;
  /** Browser origins allowed to call the API (CORS); default the server's own origin only. */
  corsOrigins?: readonly string[] | undefined;
  /** The site's public origin for e-mail links (SITE_URL); default the request's. */
  siteOrigin?: string | undefined;
  /**
   * How many processes a full build renders the car pages in; default one per core for a large
   * catalogue (shardCount). The e2e server asks for 2, so its site is rendered through a helper.
   */
  renderProcesses?: number | undefined;
  /** SMTP delivery of the outbox (SMTP_URL, MAIL_FROM…); unset, messages stay in the outbox. */
  mail?: MailEnv | undefined;
  /**
   * How often an idle mail dispatcher looks for new messages, and the order notifier for decisions
   * to mail; defaults 2 s and 1 s (the e2e run: less, so its specs do not wait on idle loops).
   */
  mailPollMs?: number | undefined;
  log: (message: string) => void;
}

export interface RunningShop {
  port: number;
  /** The start-up build, or null when an up-to-date build already existed. */
  firstBuild: Promise<RebuildOutcome | null>;
  /** The shop's database (the e2e server adds its staff accounts there). */
  db: Database;
  close(): Promise<void>;
}

/**
 * How long a catalogue answer is served from memory on PGlite. The app's 1 s bounds what an
 * instance misses of another's changes on a shared PostgreSQL; an embedded database has no other
 * writer, and every change this process commits drops the cache at once. Refreshing each second
 * anyway blocked the event loop for a list query each time: a crowd's p99 went 14 → 20 ms.
 */
const EMBEDDED_CATALOGUE_CACHE_MS = 60_000;

const KEEP_ALIVE_MS = 65_000;

/** The app on `port`, with the catalogue answers it stored in `replay` answered in front of it. */
function listen(fetch: Hono['fetch'], port: number, replay: ReplayCache) {
  return new Promise<{ server: Server; port: number; handlers: HandlersInProgress }>((resolve, reject) => {
    const handlers = handlersInProgress(replayingListener(replay, getRequestListener(fetch)));
    const server = createServer(handlers.listener);
    // Idle kept-alive connections stay open longer than a load balancer's (60 s on the common
    // ones): with Node's 5 s, a balancer or the build's own fetch reuses a socket the shop is
    // closing and gets no answer (a 502 behind a balancer). Headers still have their own limit.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.listen(port, () => resolve({ server, port: (server.address() as AddressInfo).port, handlers }));
    server.once('error', reject);
  });
}

/** The configured provider; unset, the app's default (the sandbox in test mode). */
function paymentProviderFor(payment: PaymentEnv | undefined): PaymentProvider | undefined {
  if (payment?.provider !== 'stripe') return undefined;
  return createStripeProvider(payment);
}

/** How long shutting down waits for handlers still running once the connections are gone. */
const HANDLERS_GRACE_MS = 5000;

export async function startShop(options: ShopOptions): Promise<RunningShop> {
  const { log } = options;
  const handle = await openDatabase(serverTarget(options.database, log));
  // Several processes starting together on one PostgreSQL take turns (prepare-database.ts).
  await prepareDatabase(handle, log);

  const existing = await servedSiteAtStart(options.sitesDir, options.otherSites);
  const root = createSiteRoot(existing?.folder ?? null);

  let cmsUrl = options.cmsUrl;
  // What the back office shows of publishing (GET /api/admin/builds).
  const buildLog = createBuildLog();
  const runner = createRebuildRunner({
    root,
    sitesDir: options.sitesDir,
    build: (outDir, signal, only, bundles) => {
      buildLog.started();
      return astroBuild({
        cmsUrl: cmsUrl ?? '',
        // A large catalogue's full build renders on every core (astro-build.ts).
        shards: async () => {
          if (options.renderProcesses !== undefined) return options.renderProcesses;
          const [listed] = await handle.db.select({ n: count() }).from(cars).where(isListed());
          return shardCount(listed?.n ?? 0, availableParallelism());
        },
      })(outDir, signal, only, bundles);
    },
    contentVersion: () => contentVersion(handle.db),
    codeVersion: () => siteCodeVersion(),
    lastEventId: () => lastContentEventId(handle.db),
    planSince: async (served) =>
      planPublish(await contentChangesSince(handle.db, served.lastEventId ?? 0, new Date(served.builtAt))),
    // Several instances on one PostgreSQL each get the webhook: their builds take turns.
    buildLock: advisoryLock(handle, 'rebuild', { log }),
    log,
  });

  // Admin changes reach the runner the way an outside CMS's would: through the signed webhook.
  let webhookUrl = '';
  const notifier = createWebhookNotifier({
    db: handle.db,
    url: () => webhookUrl,
    secret: options.webhookSecret,
    log,
  });
  const adminToken = options.adminToken ?? (process.env.ADMIN_TOKEN?.trim() || undefined);
  if (adminToken && !options.webhookSecret) {
    log('WEBHOOK_SECRET is not set: admin changes are recorded and reach the site at the next start');
  }

  const replay = createReplayCache();
  const storages = openStorages(
    options.s3
      ? { kind: 's3', s3: options.s3 }
      : { kind: 'fs', dir: options.storageDir, privateDir: options.privateStorageDir },
  );
  log(storages.description);
  const jobs: RunningJob[] = [];
  const app = new Hono();
  app.route(
    '/api/webhooks/rebuild',
    createRebuildWebhook({
      secret: options.webhookSecret,
      requestRebuild: (request) => {
        const finished = buildLog.requested();
        void runner.request(request).then(finished);
      },
    }),
  );
  app.route(
    '/',
    createApp({
      db: handle.db,
      storage: storages.storage,
      privateStorage: storages.privateStorage,
      generateMedia: createMediaGenerator(handle.db),
      eurRonRate: options.eurRonRate,
      decisionDelays: { check1: options.decisionDelayMs, check2: options.decisionDelayMs, individual: 0 },
      adminToken,
      rateLimits:
        handle.kind === 'pglite'
          ? inProcessCounters(options.rateLimits ?? DEFAULT_RATE_LIMIT_OPTIONS)
          : options.rateLimits,
      mode: options.mode,
      paymentProvider: paymentProviderFor(options.payment),
      paymentReconciliation: (pass) => jobs.push(startReconcileJob(pass, log)),
      sandbox: options.sandbox,
      corsOrigins: options.corsOrigins,
      siteOrigin: options.siteOrigin,
      notifyContentChange: options.webhookSecret ? notifier.notify : undefined,
      replayCache: replay,
      buildLog,
      catalogueCacheMs: handle.kind === 'pglite' ? EMBEDDED_CATALOGUE_CACHE_MS : undefined,
    }),
  );
  // Pending checks are rows, so a restart picks up where the previous process stopped.
  const decisionWorker = startDecisionWorker({
    db: handle.db,
    eurRonRate: options.eurRonRate,
    now: () => new Date(),
  });
  // Pending messages are rows too: whatever a previous process had not sent goes out now.
  const mailDispatcher = options.mail
    ? startMailDispatcher({
        db: handle.db,
        transport: createSmtpTransport({
          url: options.mail.smtpUrl,
          from: options.mail.from,
          // The support e-mail as seeded; MAIL_REPLY_TO sets another (the support_email setting is not read here yet).
          replyTo: options.mail.replyTo ?? DEFAULT_FIGURES.supportEmail,
          dkim: options.mail.dkim,
        }),
        now: () => new Date(),
        messageIdDomain: options.mail.fromDomain,
        idleMs: options.mailPollMs,
        log,
      })
    : null;
  // Personal data past its period (the admin's retention settings) goes once an hour; on one
  // PostgreSQL a single instance works per round (retention.ts).
  const retentionJob = startRetentionJob({ db: handle.db, now: () => new Date(), log });
  // Readiness for load balancers and the end-to-end runner: 200 only once a built site is served.
  app.get('/_status', (c) => c.json({ site: root.get() !== null }, root.get() === null ? 503 : 200));
  app.use('*', serveSite({ root, shellTarget: carShellTarget(handle.db) }));

  const { server, port, handlers } = await listen(app.fetch, options.port, replay);
  cmsUrl ??= `http://127.0.0.1:${port}/api`;
  webhookUrl = `http://127.0.0.1:${port}/api/webhooks/rebuild`;
  log(`listening on http://localhost:${port}`);
  // Decisions, identification and signing results become the customer's e-mails, with the link of
  // the order's page on the site's public address (SITE_URL), else this shop's own.
  const orderNotifier = startOrderNotifier({
    db: handle.db,
    now: () => new Date(),
    siteOrigin: options.siteOrigin ?? `http://localhost:${port}`,
    idleMs: options.mailPollMs,
    log,
  });

  // Reservations left unpaid past their time are released; stock-alert subscribers hear of their model.
  const releaseJob = startReleaseJob({
    db: handle.db,
    now: () => new Date(),
    siteOrigin: options.siteOrigin ?? `http://localhost:${port}`,
    log,
  });
  const stockAlertNotifier = startStockAlertNotifier({
    db: handle.db,
    now: () => new Date(),
    siteOrigin: options.siteOrigin ?? `http://localhost:${port}`,
    idleMs: options.mailPollMs,
    log,
  });

  // Subscribers of a favourite car's price hear of each drop once (the car's content events).
  const priceAlertNotifier = startPriceAlertNotifier({
    db: handle.db,
    now: () => new Date(),
    siteOrigin: options.siteOrigin ?? `http://localhost:${port}`,
    idleMs: options.mailPollMs,
    log,
  });

  const needsBuild =
    existing === null ||
    isStale(existing, {
      contentVersion: await contentVersion(handle.db),
      codeVersion: await siteCodeVersion(),
    });
  if (existing) log(`serving ${existing.folder}${needsBuild ? ' while the site is rebuilt' : ''}`);
  const firstBuild = needsBuild ? runner.request() : Promise.resolve(null);
  // On a shared PostgreSQL another process may change the content; PGlite has no other writer.
  const contentWatch =
    handle.kind === 'postgres'
      ? startContentWatch({ runner, served: root.get, contentVersion: () => contentVersion(handle.db), log })
      : null;

  return {
    port,
    firstBuild,
    db: handle.db,
    async close() {
      await notifier.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      await contentWatch?.stop();
      await runner.stop();
      await decisionWorker.stop();
      await orderNotifier.stop();
      await retentionJob.stop();
      await releaseJob.stop();
      await stockAlertNotifier.stop();
      await priceAlertNotifier.stop();
      await mailDispatcher?.stop();
      await Promise.all(jobs.map((job) => job.stop()));
      // Keep-alive clients get a moment to finish; then their sockets go too.
      const timer = setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 2000);
      await closed;
      clearTimeout(timer);
      await handlers.settled(HANDLERS_GRACE_MS);
      await handle.close();
    },
  };
}
