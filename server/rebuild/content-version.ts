/** The time of the newest content change the site could show: decides whether a build is stale. */
import { max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cars, contentEvents, staticPages } from '../db/schema.ts';

function toIso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** Car and legal-page edits carry their own time; every other change is recorded as a content event. */
export async function contentVersion(db: Database): Promise<string | null> {
  const [carRows, pageRows, eventRows] = await Promise.all([
    db.select({ at: max(cars.updatedAt) }).from(cars),
    db.select({ at: max(staticPages.updatedAt) }).from(staticPages),
    db.select({ at: max(contentEvents.createdAt) }).from(contentEvents),
  ]);
  const times = [carRows[0]?.at, pageRows[0]?.at, eventRows[0]?.at]
    .map(toIso)
    .filter((time): time is string => time !== null);
  return times.sort().at(-1) ?? null;
}
