/**
 * The README's first command, checked on this checkout: `npm start` (no data/ yet on a fresh
 * clone) must create and seed its database, build the site and serve the shop, then stop cleanly
 * on Ctrl+C. CI runs it before the tests (`npm run smoke:start`).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const READY_TIMEOUT_MS = 10 * 60_000;
const PAGES = ['/', '/masini', '/faq', '/asigurare'];
/** The local mailbox: customer e-mail, private even in test mode (only with SANDBOX=1). */
const MAILBOX_PATHS = ['/sandbox/mail', '/api/sandbox/outbox'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const output: string[] = [];
// Its own process group, so the stop signal reaches the server behind npm.
const shop = spawn('npm', ['start'], {
  cwd: projectRoot,
  // The README's default: test mode, no mailbox, whatever the calling shell exports.
  env: { ...process.env, PORT: String(port), SANDBOX: '', SHOP_MODE: '', PAYMENT_PROVIDER: '' },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
shop.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
shop.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
const exited = new Promise<void>((resolve) => shop.once('exit', () => resolve()));

function fail(reason: string): never {
  console.error(`smoke-start: ${reason}\n--- npm start output ---\n${output.join('')}`);
  if (shop.exitCode === null && shop.pid) process.kill(-shop.pid, 'SIGKILL');
  process.exit(1);
}

const startedAt = Date.now();
while ((await status(`${origin}/_status`)) !== 200) {
  if (shop.exitCode !== null) fail(`npm start exited with ${shop.exitCode} before serving the site`);
  if (Date.now() - startedAt > READY_TIMEOUT_MS) fail('the site was not served within 10 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const readyAfter = ((Date.now() - startedAt) / 1000).toFixed(1);

for (const path of PAGES) {
  const answer = await status(`${origin}${path}`);
  if (answer !== 200) fail(`${path} answered ${answer}`);
}
const list = await (await fetch(`${origin}/masini`)).text();
const carPath = /href="(\/masina\/[^"]+)"/.exec(list)?.[1];
if (!carPath) fail('/masini lists no car');
if ((await status(`${origin}${carPath}`)) !== 200) fail(`${carPath} is not served`);
const cars = await fetch(`${origin}/api/cars`);
if (cars.status !== 200) fail(`GET /api/cars answered ${cars.status}`);
// Customer mail is never public by default; the test payment provider is there (test mode), and
// every page says so.
for (const path of MAILBOX_PATHS) {
  const answer = await status(`${origin}${path}`);
  if (answer !== 404) fail(`${path} answered ${answer} with SANDBOX unset (expected 404)`);
}
const widget = await status(`${origin}/sandbox/payment/widget.js`);
if (widget !== 200) fail(`the test-mode payment sandbox answered ${widget} (expected 200)`);
const home = await (await fetch(`${origin}/`)).text();
if (!home.includes('Mod test')) fail('the home page shows no test-mode ribbon');

// As Ctrl+C does: the signal goes to the whole group; npm itself dies of it, the shop shuts down.
if (shop.pid) process.kill(-shop.pid, 'SIGINT');
await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
for (let tries = 0; tries < 60 && (await status(`${origin}/_status`)) !== 0; tries += 1) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const log = output.join('');
if ((await status(`${origin}/_status`)) !== 0) fail('the shop still answers 30 s after Ctrl+C (SIGINT)');
if (!log.includes('SIGINT: shutting down') || log.includes('error while shutting down')) {
  fail('npm start did not shut down cleanly on Ctrl+C (SIGINT)');
}
console.log(
  `smoke-start: shop served after ${readyAfter} s (${PAGES.join(', ')}, ${carPath}, /api/cars; test mode with its ribbon, mailbox 404); stopped on Ctrl+C`,
);
