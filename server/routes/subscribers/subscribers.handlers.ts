/** Newsletter sign-ups: one row per address, compared lower-cased. */
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';

export type SubscribeOutcome = 'created' | 'existing';

/** `subscribe(db, 'Ana@Example.ro')` stores 'ana@example.ro' once; a repeat is 'existing'. */
export async function subscribe(db: Database, email: string): Promise<SubscribeOutcome> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return inserted.length > 0 ? 'created' : 'existing';
}
