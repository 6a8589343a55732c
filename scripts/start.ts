/**
 * `npm start`: the whole shop in one Node process on PORT (default 4321). On a fresh clone it
 * creates the PGlite database under data/, migrates, seeds, builds the site from its own API and
 * serves it; later starts reuse the newest build unless the content changed since.
 * SIGINT/SIGTERM stop listening, kill a running build, close the database and exit 0.
 */
import { fileURLToPath } from 'node:url';
import { EnvError, parseEnv } from '../server/env.ts';
import { startShop } from './shop-server.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const startedAt = Date.now();
const log = (message: string) => console.log(`[shop] ${message}`);
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

function readEnv() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
if (!env.webhookSecret) log('WEBHOOK_SECRET is not set: the rebuild webhook rejects every call');
log(
  env.mail
    ? `e-mail: sent through ${new URL(env.mail.smtpUrl).host} as ${env.mail.from}${env.mail.dkim ? ', DKIM-signed' : ''}`
    : 'SMTP_URL is not set: e-mails are kept in the outbox, not sent',
);
if (env.mode === 'test') {
  const who = env.sandbox.token ? 'loopback clients and holders of SANDBOX_TOKEN' : 'loopback clients only';
  const payment =
    env.payment.provider === 'sandbox' ? 'the payment sandbox' : `${env.payment.provider} (test keys)`;
  log(`test mode: no real payments; ${payment} and the identification sandbox, for ${who}`);
  if (env.sandbox.enabled) log(`SANDBOX=1: the local mailbox is on for ${who}`);
} else {
  log(`live mode: card payments through ${env.payment.provider}`);
}

const shop = await startShop({
  port: env.port,
  database: env.database,
  storageDir: env.storageDir,
  privateStorageDir: env.privateStorageDir,
  s3: env.storage.kind === 's3' ? env.storage.s3 : undefined,
  sitesDir: `${projectRoot}data/site`,
  otherSites: [`${projectRoot}dist`],
  // env.cmsUrl always has a value; only an explicit CMS_URL should send the build elsewhere.
  cmsUrl: process.env.CMS_URL?.trim() ? env.cmsUrl : undefined,
  webhookSecret: env.webhookSecret ?? '',
  eurRonRate: env.eurRonRate,
  decisionDelayMs: env.decisionDelayMs,
  rateLimits: { limits: env.rateLimits, trustedProxies: env.trustedProxies, secret: env.rateLimitSecret },
  mode: env.mode,
  payment: env.payment,
  sandbox: env.sandbox,
  corsOrigins: env.corsOrigins,
  siteOrigin: env.siteOrigin,
  mail: env.mail,
  log,
});
log(`ready for API requests after ${seconds()}`);

void shop.firstBuild.then((outcome) => {
  if (outcome === null) log(`shop ready on http://localhost:${shop.port} after ${seconds()}`);
  else if (outcome.ok) log(`shop ready on http://localhost:${shop.port} after ${seconds()} (site built)`);
  else log('the site build failed; fix the error above and restart, or send the rebuild webhook');
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  try {
    await shop.close();
  } catch (error) {
    console.error('[shop] error while shutting down', error);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
