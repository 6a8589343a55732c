import { defineConfig } from 'vitest/config';

/**
 * Two projects: the site's pure rules and islands (src/, jsdom where a file asks for it with
 * `// @vitest-environment jsdom`), and the embedded CMS server (server/, node, real PGlite).
 *
 * Both run their files in one module registry per worker (`isolate: false`): importing the site's
 * islands and the server's app anew for each file was about half of the test run (site 125 → 27 s,
 * server 315 → 152 s on 2 cores). So a test file must not rely on fresh module state: each opens
 * its own database, the site's setup file empties the document and storage, and `vi.mock` of a
 * module the app already imported does not take (count statements instead).
 *
 * One worker per core (`maxWorkers: '100%'`): Vitest's default in a run is cores − 1, a single
 * worker on the 2-core CI machine, which left the second core waiting while server tests waited
 * on PostgreSQL, PGlite and child processes (the whole run: 517 s with one worker).
 */
export default defineConfig({
  test: {
    globals: true,
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/stores/testing/fresh-test-file.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
