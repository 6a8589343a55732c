/**
 * Development entry for the CMS alone: `node server/index.ts` serves the API and the storage on
 * PORT. It migrates the database, seeds it when it has no cars, and closes it on SIGINT/SIGTERM
 * (an unclosed PGlite folder needs recovery on the next start). The whole shop is scripts/start.ts.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, serverTarget } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { EnvError, parseEnv } from './env.ts';
import { createMediaGenerator } from './seed/media/index.ts';
import { openStorages } from './storage/open-storages.ts';

async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase(serverTarget(env.database, console.error));
  await prepareDatabase(database, console.log);
  const app = createApp({
    db: database.db,
    ...openStorages(env.storage),
    generateMedia: createMediaGenerator(database.db),
    rateLimits: { limits: env.rateLimits, trustedProxies: env.trustedProxies, secret: env.rateLimitSecret },
    sandbox: env.sandbox,
    corsOrigins: env.corsOrigins,
    siteOrigin: env.siteOrigin,
  });
  const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
    console.log(`CMS API on http://localhost:${info.port}/api (storage under /storage)`);
  });

  server.once('error', (error) => {
    console.error(`Cannot serve on port ${env.port}:`, error.message);
    void database.close().finally(() => process.exit(1));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing the database failed', error);
          process.exit(1);
        },
      );
    });
    // Keep-alive connections would hold close() open; the database still closes cleanly.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
