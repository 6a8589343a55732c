/**
 * `npm start` in live mode (issue 33): refuses to start, naming the variable, while any of the
 * live requirements is missing; with all of them it starts and mounts no sandbox route.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const startScript = fileURLToPath(new URL('./start.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'start-mode-'));

const LIVE: Record<string, string> = {
  SHOP_MODE: 'live',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_startup',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_startup',
  STRIPE_WEBHOOK_SECRET: 'whsec_startup',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'comenzi@autoabonament.ro',
  ADMIN_TOKEN: 'startup-admin-token-of-32-characters-at-least',
  WEBHOOK_SECRET: 'startup-webhook-secret',
  SITE_URL: 'https://autoabonament.example',
};

/** Only what the test sets: the runner's own shop variables must not leak in. */
function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [startScript], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: 'memory://',
      STORAGE_DIR: join(scratch, 'storage'),
      PRIVATE_STORAGE_DIR: join(scratch, 'private'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function outcome(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

// Each case starts a Node process that loads the whole server before it refuses: seconds on a
// loaded 2-core machine, beyond the site project's 5 s default.
describe('SHOP_MODE=live at start-up', { timeout: 60_000 }, () => {
  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: '' }],
    ['SMTP_URL', { SMTP_URL: '', MAIL_FROM: '' }],
    ['ADMIN_TOKEN', { ADMIN_TOKEN: '' }],
    ['WEBHOOK_SECRET', { WEBHOOK_SECRET: '' }],
    ['SITE_URL', { SITE_URL: 'http://autoabonament.example' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: '' }],
  ])('exits non-zero naming %s when it is missing', async (name, change) => {
    const { code, output } = await outcome(start({ ...LIVE, ...change }));
    expect(code).not.toBe(0);
    expect(output).toContain(`${name}:`);
  });

  it('starts with everything configured, without any /sandbox route', { timeout: 120_000 }, async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = start({ ...LIVE, PORT: String(port) });
    const exited = outcome(child);
    try {
      await vi.waitFor(
        async () => {
          const response = await fetch(`http://127.0.0.1:${port}/api/sliders`);
          expect(response.status).toBe(200);
        },
        { timeout: 90_000, interval: 500 },
      );
      const statusOf = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).status;
      // Unmounted pages fall through to the site (503 while its first build runs, then 404),
      // exactly as an address that never existed does; a mounted sandbox would answer 200 or 403.
      const noSuchPage = await statusOf('/no-such-page');
      expect([404, 503]).toContain(noSuchPage);
      for (const path of ['/sandbox/payment/widget.js', '/sandbox/identification/x', '/sandbox/mail']) {
        expect(await statusOf(path), path).toBe(noSuchPage);
      }
      expect(await statusOf('/api/sandbox/outbox')).toBe(404);
      // The real provider's notification route is there, and refuses what Stripe did not sign.
      const unsigned = await fetch(`http://127.0.0.1:${port}/api/webhooks/payments`, {
        method: 'POST',
        body: '{}',
      });
      expect(unsigned.status).toBe(400);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
