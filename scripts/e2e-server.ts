/**
 * The server Playwright starts: a fresh shop on E2E_PORT with an in-memory database and temporary
 * folders, so every run sees exactly the seed data. The site is the real production build, made
 * once against this server; until it is ready the server answers 503 and Playwright keeps waiting.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addStaff } from '../server/auth/staff-accounts.ts';
import { UNREACHABLE_RATE_LIMITS } from '../server/rate-limit/limits.ts';
import { E2E_STAFF, E2E_STAFF_PASSWORD } from '../tests/e2e/support/staff-accounts.ts';
import { startE2eMailbox } from './e2e-mailbox.ts';
import { startShop } from './shop-server.ts';

const port = Number(process.env.E2E_PORT ?? '4399');
const scratch = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
const log = (message: string) => console.log(`[e2e-server] ${message}`);
// Every e-mail leaves through the real dispatcher to a real SMTP server (E2E_MAIL_PORT shows it).
const mailbox = await startE2eMailbox(Number(process.env.E2E_MAIL_PORT ?? '0'));

const shop = await startShop({
  port,
  database: { kind: 'pglite' },
  storageDir: join(scratch, 'storage'),
  privateStorageDir: join(scratch, 'private'),
  sitesDir: join(scratch, 'site'),
  otherSites: [],
  webhookSecret: 'e2e-webhook-secret',
  eurRonRate: 5,
  // Short enough for the wizard's 10 s / 5 s polling to see both company checks in one test.
  decisionDelayMs: Number(process.env.E2E_DECISION_DELAY_MS ?? '1000'),
  // Every spec comes from 127.0.0.1: limits a visitor never meets would trip the suite. The limiter
  // still runs on every submission; the API tests prove the limits and e2e the site's 429 handling.
  rateLimits: { limits: UNREACHABLE_RATE_LIMITS, trustedProxies: 0 },
  // The specs pay with test cards, sign in the identification sandbox and read the mailbox; the
  // browser and the request fixture reach this server over loopback.
  sandbox: { enabled: true },
  // The full build renders half the car pages in a render helper, as a large catalogue's does: every
  // spec that opens a car page also checks the pages a helper wrote.
  renderProcesses: 2,
  mail: {
    smtpUrl: mailbox.smtpUrl,
    from: 'AutoAbonament <comenzi@autoabonament.ro>',
    fromDomain: 'autoabonament.ro',
    replyTo: undefined,
    dkim: undefined,
  },
  mailPollMs: 200,
  log,
});

// The back office's accounts (tests/e2e/support/staff.ts logs in with them).
for (const [email, role] of E2E_STAFF) await addStaff(shop.db, { email, role, password: E2E_STAFF_PASSWORD });

const outcome = await shop.firstBuild;
if (!outcome?.ok) {
  console.error('[e2e-server] the site build failed');
  await shop.close();
  await mailbox.close();
  await rm(scratch, { recursive: true, force: true });
  process.exit(1);
}

async function shutdown(): Promise<void> {
  await shop.close();
  await mailbox.close();
  await rm(scratch, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
