/**
 * Measures GET /api/cars on a seeded catalogue: `node server/test/bench-cars.ts [cars]` (default:
 * the seed's own size; DATABASE_URL=postgres://… measures PostgreSQL instead of in-memory PGlite).
 * Prints the median and worst latency of the full list and of a filtered list.
 */
import { createApp } from '../app.ts';
import { openDatabase, targetFromUrl } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';
import { createMemoryStorage } from './memory-storage.ts';

const carArgument = process.argv[2];
const handle = await openDatabase(targetFromUrl(process.env.DATABASE_URL ?? 'memory://', ''));
await handle.migrate();
let started = performance.now();
const seeded = await seedDatabase(handle.db, carArgument ? { cars: Number(carArgument) } : {});
console.log(
  `seeded ${seeded.cars} cars on ${handle.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const app = createApp({ db: handle.db, storage: createMemoryStorage() });

async function measure(url: string, runs: number): Promise<void> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    started = performance.now();
    const response = await app.request(url);
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const worst = times[times.length - 1] ?? 0;
  console.log(
    `${url}: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB`,
  );
}

await measure('/api/cars', 7);
await measure('/api/cars?categories_ids=1', 7);
await measure('/api/cars?categories_ids=1,2,3&manufacturer_id=1', 7);
await measure('/api/filters', 7);
await handle.close();
