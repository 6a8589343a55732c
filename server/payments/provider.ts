/**
 * One interface for whoever takes the card payments, in the shape of commerce platforms' payment
 * providers: the sandbox (test mode, sandbox-provider.ts) and Stripe (stripe-provider.ts). The
 * order side (routes/payments) never knows which one it talks to. The paid state comes only from
 * a provider's verified answer: a notification whose signature checked, or the provider's own
 * reply to a server call, never from what the browser says.
 */
import type { PaymentProviderName } from '../../src/domain/site/shop-mode.ts';

/** The provider's view of a payment. failed: the last attempt was declined (another may follow). */
export type ProviderPaymentState = 'pending' | 'succeeded' | 'failed' | 'canceled';

/** pending: the provider has not finished it yet (banks may take days); failed: it did not happen. */
export type RefundState = 'pending' | 'succeeded' | 'failed';

/** What the browser's widget needs, sent with the checkout token by GET /payments. */
export type WidgetParams =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; publishable_key: string; client_secret: string };

/** GET /payments adds our payment id: Stripe's return address leads to its result page. */
export type CheckoutWidget = WidgetParams & { payment_id: string };

export interface CreatePaymentInput {
  /** Our payment row's id, kept in the provider's metadata. */
  paymentId: string;
  orderUuid: string;
  /** The fee in RON bani (the smallest unit). */
  amountBani: number;
  /** Ours, sent on every create: a retried create answers the same provider payment. */
  idempotencyKey: string;
}

/** A verified notification about one payment. */
export interface ProviderEvent {
  id: string;
  providerRef: string;
  outcome: 'succeeded' | 'failed';
}

export class ForgedNotification extends Error {
  override name = 'ForgedNotification';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** No real money moves: the sandbox, or Stripe with test keys. */
  readonly testMode: boolean;
  /** The provider's payment for an order's fee; null ref: the sandbox keeps none. */
  createPayment(input: CreatePaymentInput): Promise<{ providerRef: string | null }>;
  /** The widget's parameters for a payment created before. */
  widgetParams(providerRef: string | null): Promise<WidgetParams>;
  /** Asks the provider where a payment stands (reconciliation, the result page). */
  retrieve(providerRef: string): Promise<ProviderPaymentState>;
  /** Stops a payment nobody finished, so it cannot be paid later. */
  cancel(providerRef: string): Promise<void>;
  /**
   * Checks a notification's signature and reads it; throws ForgedNotification when it does not
   * verify, null for an event about something else.
   */
  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent | null;
  /** Gives `amountBani` back; the key makes a retried refund answer the first one. */
  refund(input: {
    providerRef: string | null;
    amountBani: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string; state: RefundState }>;
}

/** @example toBani(1234.5) // 123450 */
export const toBani = (ron: number): number => Math.round(ron * 100);
