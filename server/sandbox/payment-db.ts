/**
 * `PaymentRepository` on the `payments` table. The partial unique indexes do the hard part: a
 * second open checkout or a second success for the same order is a unique violation, so two
 * concurrent charges cannot both succeed whatever the timing; a violation answers 'lost'/throws
 * and payment.ts then reads back what the winner recorded. A success commits only together with
 * what `claim` records in the same transaction (the shop's car reservation, unique per car).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { UUID_PATTERN } from '../../src/domain/ids.ts';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema.ts';
import type {
  Payment,
  PaymentPatch,
  PaymentRepository,
  PaymentStatus,
  TransitionOutcome,
} from './payment.ts';

/**
 * Runs inside the transaction that records a success, on the updated payment. null refuses the
 * success (the transaction rolls back); otherwise the function to run once it committed.
 */
export type SuccessClaim = (tx: Database, payment: Payment) => Promise<(() => void) | null>;

/** Thrown inside the transaction to roll it back when the claim refused the success. */
class ClaimRefused extends Error {}

/** PostgreSQL's unique_violation, as raised by postgres-js or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function first(query: Promise<Payment[]>): Promise<Payment | null> {
  const [row] = await query;
  return row ?? null;
}

export function createDbPaymentRepository(db: Database, claim?: SuccessClaim): PaymentRepository {
  const select = () => db.select().from(payments);
  return {
    async insert(payment) {
      await db.insert(payments).values(payment);
    },
    findById: async (id) =>
      UUID_PATTERN.test(id) ? first(select().where(eq(payments.id, id)).limit(1)) : null,
    findByToken: (token) => first(select().where(eq(payments.token, token)).limit(1)),
    // "Open" covers a card waiting for 3-D Secure too: the index allows one open attempt per order.
    findPending: (orderUuid) =>
      first(
        select()
          .where(and(eq(payments.orderUuid, orderUuid), inArray(payments.status, ['pending', 'challenge'])))
          .limit(1),
      ),
    findSuccess: (orderUuid) =>
      first(
        select()
          .where(and(eq(payments.orderUuid, orderUuid), eq(payments.status, 'success')))
          .limit(1),
      ),
    async transition(id: string, from: PaymentStatus, patch: PaymentPatch): Promise<TransitionOutcome> {
      const update = (scope: Database) =>
        first(
          scope
            .update(payments)
            .set(patch)
            .where(and(eq(payments.id, id), eq(payments.status, from)))
            .returning(),
        );
      try {
        if (patch.status !== 'success' || !claim) return (await update(db)) ? 'applied' : 'lost';
        const afterCommit = await db.transaction(async (tx) => {
          // A transaction offers the same query API as the database it came from.
          const scoped = tx as unknown as Database;
          const updated = await update(scoped);
          if (!updated) return null;
          const claimed = await claim(scoped, updated);
          if (!claimed) throw new ClaimRefused();
          return claimed;
        });
        afterCommit?.();
        return afterCommit ? 'applied' : 'lost';
      } catch (error) {
        if (error instanceof ClaimRefused) return 'car_reserved';
        if (isUniqueViolation(error)) return 'lost';
        throw error;
      }
    },
  };
}
