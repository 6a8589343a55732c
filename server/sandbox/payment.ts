/**
 * Card payment sandbox core, in the shape of a provider's test mode. A checkout (token) is opened
 * per order attempt; the card form inside the provider frame charges it; a 3-D Secure card first
 * goes through a challenge page. Everything runs over `PaymentRepository`, so the same rules work
 * on the database (integrator) and in memory (tests).
 *
 * Never charged twice: each attempt carries the idempotency key `{order}:{token}`, status changes
 * are compare-and-set, a retried or concurrent charge answers the attempt's recorded result, and an
 * order that already has a successful payment answers that payment instead of charging again.
 * The database backs this with a partial unique index: one success per order.
 *
 * Never one car sold twice: the repository records a success only together with the order's car
 * reservation; when another paid order already holds the car, the charge is declined
 * ('car_reserved') before any money is taken.
 */
import type { PaymentProviderName } from '../../src/domain/site/shop-mode.ts';
import { type CardField, type CardInput, cardBehaviour, normalizeCardNumber, validateCard } from './cards.ts';

/** pending: checkout open, waiting for a card; challenge: waiting for 3-D Secure. */
export type PaymentStatus = 'pending' | 'challenge' | 'success' | 'failed';

/** car_reserved: the card was fine, but another paid order reserved the car first. */
export type FailureReason = 'declined' | 'challenge_failed' | 'car_reserved' | 'expired' | 'provider_error';

/**
 * What `transition` did. lost: another request moved the payment first, or the order is already
 * paid. car_reserved: a success refused because another paid order holds the car (nothing changed).
 */
export type TransitionOutcome = 'applied' | 'lost' | 'car_reserved';

export interface Payment {
  id: string;
  orderUuid: string;
  token: string;
  idempotencyKey: string;
  status: PaymentStatus;
  amountEur: number;
  amountRon: number;
  cardLast4: string | null;
  failureReason: FailureReason | null;
  createdAt: Date;
  updatedAt: Date;
  /** Who takes it (server/payments/provider.ts); unset: the sandbox. */
  provider?: PaymentProviderName | undefined;
  /** The provider's own id of the payment (Stripe's pi_…); null for the sandbox. */
  providerRef?: string | null | undefined;
  /** No real money: unset counts as test (the sandbox). */
  testMode?: boolean | undefined;
}

export type PaymentPatch = Pick<Payment, 'status' | 'cardLast4' | 'failureReason' | 'updatedAt'>;

export interface PaymentRepository {
  /** Rejects a second open checkout (pending or in a 3-D Secure challenge) for the same order. */
  insert(payment: Payment): Promise<void>;
  findById(id: string): Promise<Payment | null>;
  findByToken(token: string): Promise<Payment | null>;
  /** The order's open attempt: pending, or waiting for 3-D Secure. */
  findPending(orderUuid: string): Promise<Payment | null>;
  findSuccess(orderUuid: string): Promise<Payment | null>;
  /**
   * Applies `patch` only while the payment is still in status `from`; a success only together with
   * the reservation of the order's car.
   */
  transition(id: string, from: PaymentStatus, patch: PaymentPatch): Promise<TransitionOutcome>;
}

export interface PaymentDeps {
  repo: PaymentRepository;
  now(): Date;
  newId(): string;
  newToken(): string;
}

export interface CheckoutOrder {
  uuid: string;
  /** From orders/payable.ts: approved, not paid, signed when a subscription. */
  payable: boolean;
  amountEur: number;
  amountRon: number;
  /** The provider the attempt is opened with; unset: the sandbox. */
  provider?: { name: PaymentProviderName; testMode: boolean } | undefined;
}

export const idempotencyKey = (orderUuid: string, token: string): string => `${orderUuid}:${token}`;

/** GET /payments?order_code=: the open checkout's token (reused on reload) or 'invalid'. */
export async function openCheckout(deps: PaymentDeps, order: CheckoutOrder): Promise<string> {
  const { repo } = deps;
  if (!order.payable || (await repo.findSuccess(order.uuid))) return 'invalid';
  const open = await repo.findPending(order.uuid);
  if (open) return open.token;
  const token = deps.newToken();
  const now = deps.now();
  try {
    await repo.insert({
      id: deps.newId(),
      orderUuid: order.uuid,
      token,
      idempotencyKey: idempotencyKey(order.uuid, token),
      status: 'pending',
      amountEur: order.amountEur,
      amountRon: order.amountRon,
      cardLast4: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
      provider: order.provider?.name ?? 'sandbox',
      providerRef: null,
      testMode: order.provider?.testMode ?? true,
    });
    return token;
  } catch (error) {
    // A concurrent request opened the checkout first: answer that one.
    const winner = await repo.findPending(order.uuid);
    if (winner) return winner.token;
    throw error;
  }
}

export type ChargeResult =
  | { kind: 'invalid_token' }
  | { kind: 'card_errors'; fields: CardField[]; payment: Payment }
  /** newlyCharged is true exactly once per order: mark it paid and send the e-mail then. */
  | { kind: 'payment'; payment: Payment; newlyCharged: boolean };

export async function charge(deps: PaymentDeps, token: string, card: CardInput): Promise<ChargeResult> {
  const { repo } = deps;
  const payment = await repo.findByToken(token);
  if (!payment) return { kind: 'invalid_token' };
  const settled = await settledAnswer(repo, payment);
  if (settled) return settled;

  const fields = validateCard(card, deps.now());
  if (fields.length > 0) return { kind: 'card_errors', fields, payment };

  const behaviour = cardBehaviour(card.number);
  const cardLast4 = normalizeCardNumber(card.number).slice(-4);
  const patch: PaymentPatch =
    behaviour === 'success'
      ? { status: 'success', cardLast4, failureReason: null, updatedAt: deps.now() }
      : behaviour === 'challenge'
        ? { status: 'challenge', cardLast4, failureReason: null, updatedAt: deps.now() }
        : { status: 'failed', cardLast4, failureReason: 'declined', updatedAt: deps.now() };
  return applyTransition(repo, payment, 'pending', patch);
}

/** The 3-D Secure page's answer: the shopper authorised (true) or refused (false). */
export async function resolveChallenge(
  deps: PaymentDeps,
  token: string,
  authorised: boolean,
): Promise<ChargeResult> {
  const { repo } = deps;
  const payment = await repo.findByToken(token);
  if (!payment) return { kind: 'invalid_token' };
  if (payment.status !== 'challenge') {
    return (await settledAnswer(repo, payment)) ?? { kind: 'payment', payment, newlyCharged: false };
  }
  const patch: PaymentPatch = authorised
    ? { status: 'success', cardLast4: payment.cardLast4, failureReason: null, updatedAt: deps.now() }
    : {
        status: 'failed',
        cardLast4: payment.cardLast4,
        failureReason: 'challenge_failed',
        updatedAt: deps.now(),
      };
  return applyTransition(repo, payment, 'challenge', patch);
}

/** The answer for a payment that must not be charged now, or null when it may be. */
async function settledAnswer(repo: PaymentRepository, payment: Payment): Promise<ChargeResult | null> {
  const paid = await repo.findSuccess(payment.orderUuid);
  if (paid) return { kind: 'payment', payment: paid, newlyCharged: false };
  if (payment.status !== 'pending') return { kind: 'payment', payment, newlyCharged: false };
  return null;
}

async function applyTransition(
  repo: PaymentRepository,
  payment: Payment,
  from: PaymentStatus,
  patch: PaymentPatch,
): Promise<ChargeResult> {
  const outcome = await repo.transition(payment.id, from, patch);
  if (outcome === 'applied') {
    return { kind: 'payment', payment: { ...payment, ...patch }, newlyCharged: patch.status === 'success' };
  }
  if (outcome === 'car_reserved') {
    // The car went to another paid order: decline instead of taking the fee for a car we cannot give.
    return applyTransition(repo, payment, from, {
      ...patch,
      status: 'failed',
      failureReason: 'car_reserved',
    });
  }
  // Another request moved this payment (or paid the order) first: answer what it recorded.
  const current = (await repo.findSuccess(payment.orderUuid)) ?? (await repo.findById(payment.id)) ?? payment;
  return { kind: 'payment', payment: current, newlyCharged: false };
}

/**
 * What a real provider verified about a payment (its signed notification, or its reply when asked),
 * applied under the same rules as a sandbox charge: a success only together with the car's
 * reservation and once per order; a decline only while the payment is still open, so a replayed or
 * late `failed` never undoes a success, while a `succeeded` after a declined first card (the
 * shopper tried another one in the same provider payment) does count. `expired`: nobody finished
 * it in time and the provider payment was cancelled.
 */
export async function recordProviderOutcome(
  deps: PaymentDeps,
  payment: Payment,
  outcome: 'succeeded' | 'failed' | 'expired',
): Promise<ChargeResult> {
  const { repo } = deps;
  const now = deps.now();
  if (payment.status === 'success') return { kind: 'payment', payment, newlyCharged: false };
  // Declined for the car (its fee refunded) or expired (cancelled at the provider): closed for good.
  const closed = payment.status === 'failed' && payment.failureReason !== 'declined';
  if (outcome === 'succeeded' && !closed) {
    const patch: PaymentPatch = {
      status: 'success',
      cardLast4: payment.cardLast4,
      failureReason: null,
      updatedAt: now,
    };
    return applyTransition(repo, payment, payment.status, patch);
  }
  if (payment.status !== 'pending' && payment.status !== 'challenge') {
    return { kind: 'payment', payment, newlyCharged: false };
  }
  const failureReason: FailureReason = outcome === 'failed' ? 'declined' : 'expired';
  return applyTransition(repo, payment, payment.status, {
    status: 'failed',
    cardLast4: payment.cardLast4,
    failureReason,
    updatedAt: now,
  });
}
