/**
 * The sandbox as a provider: its card form and 3-D Secure page run on this server
 * (routes/sandbox/payment-sandbox.routes.ts) and record the result on the payment row themselves,
 * so there is nothing to create, ask or verify elsewhere. Test mode only; never real money.
 */
import { ForgedNotification, type PaymentProvider } from './provider.ts';

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  testMode: true,
  createPayment: async () => ({ providerRef: null }),
  widgetParams: async () => ({ provider: 'sandbox' }),
  // The sandbox writes its answers straight onto the row: an open sandbox payment is just open.
  retrieve: async () => 'pending',
  cancel: async () => {},
  verifyNotification: () => {
    throw new ForgedNotification('the sandbox sends no notifications');
  },
  refund: async ({ idempotencyKey }) => ({
    refundRef: `sandbox-refund:${idempotencyKey}`,
    state: 'succeeded',
  }),
};
