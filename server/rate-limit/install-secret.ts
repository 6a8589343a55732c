/**
 * A random secret made on first use and kept in the database, so every instance on it derives the
 * same keys without anyone having to configure one. The first instance to insert wins; the rest
 * read its value.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { installSecrets } from '../db/schema.ts';

export async function installSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(installSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: installSecrets.name });
  const [row] = await db
    .select({ value: installSecrets.value })
    .from(installSecrets)
    .where(eq(installSecrets.name, name));
  if (!row) throw new Error(`install secret ${name} was not stored`);
  return row.value;
}
