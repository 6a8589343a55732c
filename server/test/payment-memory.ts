/**
 * In-memory `PaymentRepository` for tests and demos. It enforces the same constraints the database
 * does (one pending checkout and at most one success per order, one paid order per car), so the
 * idempotency and reservation rules are exercised for real.
 */
import type {
  Payment,
  PaymentPatch,
  PaymentRepository,
  PaymentStatus,
  TransitionOutcome,
} from '../sandbox/payment.ts';

/** `carOf` names each order's car; by default every order has a car of its own. */
export function createMemoryPaymentRepository(
  carOf: (orderUuid: string) => string = (orderUuid) => orderUuid,
): PaymentRepository & { all(): Payment[] } {
  const rows = new Map<string, Payment>();
  const reservedCars = new Set<string>();
  const find = (predicate: (row: Payment) => boolean) => [...rows.values()].find(predicate) ?? null;
  return {
    all: () => [...rows.values()].map((row) => ({ ...row })),
    async insert(payment) {
      if (find((row) => row.orderUuid === payment.orderUuid && isOpen(row))) {
        throw new Error(`order ${payment.orderUuid} already has a pending checkout`);
      }
      if (find((row) => row.token === payment.token)) throw new Error('duplicate token');
      rows.set(payment.id, { ...payment });
    },
    findById: async (id) => copy(rows.get(id) ?? null),
    findByToken: async (token) => copy(find((row) => row.token === token)),
    // Like the database's index: a card waiting for 3-D Secure still holds the order's one open attempt.
    findPending: async (orderUuid) => copy(find((row) => row.orderUuid === orderUuid && isOpen(row))),
    findSuccess: async (orderUuid) =>
      copy(find((row) => row.orderUuid === orderUuid && row.status === 'success')),
    async transition(id: string, from: PaymentStatus, patch: PaymentPatch): Promise<TransitionOutcome> {
      const row = rows.get(id);
      if (!row || row.status !== from) return 'lost';
      if (patch.status === 'success') {
        if (find((other) => other.orderUuid === row.orderUuid && other.status === 'success')) return 'lost';
        if (reservedCars.has(carOf(row.orderUuid))) return 'car_reserved';
        reservedCars.add(carOf(row.orderUuid));
      }
      rows.set(id, { ...row, ...patch });
      return 'applied';
    },
  };
}

const isOpen = (row: Payment): boolean => row.status === 'pending' || row.status === 'challenge';
const copy = (row: Payment | null): Payment | null => (row ? { ...row } : null);
