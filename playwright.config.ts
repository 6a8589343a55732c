import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { E2E_CONTAINER_ID, refusedConsentState } from './tests/e2e/support/consent.ts';

/**
 * End-to-end tests against the real production build served by the real server
 * (scripts/e2e-server.ts: fresh in-memory database, seeded, site built once against it).
 * The port is picked once by the main process and handed to workers through the environment,
 * because every worker evaluates this file again.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Room for a walk through four steps with axe scans while a partial rebuild (a paid car) shares
  // the 2 CI cores; timings are never asserted, only waited for.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A visitor who already answered the cookie banner; tests/e2e/consent.spec.ts starts without it.
    storageState: refusedConsentState(baseURL),
    locale: 'ro-RO',
    trace: 'retain-on-failure',
    launchOptions: {
      // Unset: Playwright's own browser; scripts/test.sh sets it from scripts/find-chromium.sh.
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: /(figures|content-history|price-alerts)\.spec\.ts$/,
    },
    // Editing and restoring the FAQ rebuilds it while other specs read it (content.spec's search
    // failed once that way): it runs once the other specs are done.
    {
      name: 'content edits',
      use: { browserName: 'chromium' },
      testMatch: /content-history\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    // Lowering a car's price rebuilds its page and the lists: after the specs that read them, beside
    // the FAQ edits (neither reads the other's pages).
    {
      name: 'price edits',
      use: { browserName: 'chromium' },
      testMatch: /price-alerts\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    // A change of a business figure rebuilds every page: it runs last, so no spec reads a fee (or
    // the FAQ) while it changes.
    {
      name: 'site-wide settings',
      use: { browserName: 'chromium' },
      testMatch: /figures\.spec\.ts$/,
      dependencies: ['content edits', 'price edits'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    // 503 while the site builds, 200 once it is served (the home page may not exist yet).
    url: `${baseURL}/_status`,
    // Seeding an in-memory database and the production build take a few minutes on 2 cores.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_PORT: process.env.E2E_PORT,
      E2E_MAIL_PORT: process.env.E2E_MAIL_PORT,
      ASTRO_TELEMETRY_DISABLED: '1',
      PUBLIC_GTM_ID: E2E_CONTAINER_ID,
    },
  },
});
