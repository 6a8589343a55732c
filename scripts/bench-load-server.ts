/**
 * The shop that `npm run bench:load` measures, in its own process so the load generator does not
 * share its event loop: a fresh PGlite database in a scratch folder (or the database of
 * BENCH_DATABASE_URL: `memory://`, or a PostgreSQL URL),
 * seeded, the site built into a temporary folder. Prints `ready <port>` once the site is served,
 * and stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { targetFromUrl } from '../server/db/client.ts';
import { UNREACHABLE_RATE_LIMITS } from '../server/rate-limit/limits.ts';
import { startShop } from './shop-server.ts';

const scratch = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const shop = await startShop({
  port: 0,
  // A folder, as `npm start` opens (data/pglite): PGlite's in-memory file system grows a file by
  // copying it to an array twice as large, and each new 16 MB WAL segment or table extension then
  // stops the database for up to ~100 ms, which the shop never does.
  database: targetFromUrl(process.env.BENCH_DATABASE_URL || join(scratch, 'pglite'), ''),
  storageDir: join(scratch, 'storage'),
  privateStorageDir: join(scratch, 'private'),
  sitesDir: join(scratch, 'site'),
  otherSites: [],
  webhookSecret: '',
  eurRonRate: 5,
  decisionDelayMs: 1000,
  // The crowd all comes from 127.0.0.1; the limiter still counts every submission.
  rateLimits: { limits: UNREACHABLE_RATE_LIMITS, trustedProxies: 0 },
  log: (message) => console.error(`[bench-shop] ${message}`),
});

const outcome = await shop.firstBuild;
if (outcome !== null && !outcome.ok) throw new Error('the site build failed');
console.log(`ready ${shop.port}`);

process.on('SIGTERM', () => {
  void shop
    .close()
    .then(() => rm(scratch, { recursive: true, force: true }))
    .then(() => process.exit(0));
});
