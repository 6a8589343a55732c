import { defineConfig } from 'vitest/config';

/**
 * Two projects: the site's pure rules and islands (src/, jsdom where a file asks for it with
 * `// @vitest-environment jsdom`), and the embedded CMS server (server/, node, real PGlite).
 */
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/stores/testing/clean-stores.setup.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
