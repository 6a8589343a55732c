/**
 * The sandbox pages of test mode: the sandbox provider's card form and 3-D Secure page, the
 * identification / e-signing pages, and (SANDBOX=1 only) the local mailbox, behind the sandbox
 * gate (loopback clients or SANDBOX_TOKEN holders). Live mode mounts none of them.
 */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { type SandboxAccess, sandboxGate } from '../../http/sandbox-gate.ts';
import { SANDBOX_PAGE_HEADERS, securityHeaders } from '../../http/security-headers.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import { mailPageRoutes } from '../mail/mail.routes.ts';
import { identificationRoutes } from './identification.routes.ts';
import { paymentSandboxRoutes } from './payment-sandbox.routes.ts';

export function testModePages(
  orders: OrderRouteDeps,
  options: { db: Database; sandbox: SandboxAccess; paymentProvider: PaymentProvider | null },
): Hono {
  const app = new Hono();
  // The gate guards every sandbox page; `enabled` only decides whether the mailbox is mounted.
  app.use(
    '/sandbox/*',
    securityHeaders(SANDBOX_PAGE_HEADERS),
    sandboxGate({ ...options.sandbox, enabled: true }, 'page'),
  );
  if (options.paymentProvider?.name === 'sandbox') app.route('/', paymentSandboxRoutes(orders));
  app.route('/', identificationRoutes(orders));
  if (options.sandbox.enabled) app.route('/sandbox/mail', mailPageRoutes({ db: options.db }));
  return app;
}
