/**
 * Test mode or live mode, read from the same variables by the server (server/env.ts) and by the
 * site build (the test-mode ribbon, the script policy that admits Stripe.js), so both agree on
 * which mode the shop is in. Test mode is the default: the payment and identification sandboxes
 * stand in for the real providers and no money moves.
 */
export type ShopMode = 'test' | 'live';
export type PaymentProviderName = 'sandbox' | 'stripe';

/** Where Stripe.js and its Payment Element frames come from. */
export const STRIPE_JS_ORIGIN = 'https://js.stripe.com';

type Env = Readonly<Record<string, string | undefined>>;

/** @example shopModeOf({}) // 'test'; shopModeOf({ SHOP_MODE: 'live' }) // 'live' */
export function shopModeOf(env: Env): ShopMode {
  return env.SHOP_MODE?.trim() === 'live' ? 'live' : 'test';
}

/** PAYMENT_PROVIDER, or the sandbox when it is not set. */
export function paymentProviderOf(env: Env): PaymentProviderName {
  return env.PAYMENT_PROVIDER?.trim() === 'stripe' ? 'stripe' : 'sandbox';
}

/**
 * What of the mode changes the built pages (the ribbon, the script policy): a start in another
 * mode must rebuild instead of serving pages of the previous one.
 * @example siteModeFingerprint({}) // 'test:sandbox'
 */
export function siteModeFingerprint(env: Env): string {
  return `${shopModeOf(env)}:${paymentProviderOf(env)}`;
}

/**
 * Whether identification and e-signing happen online. Only the sandbox does it today: in live mode
 * (no identification provider yet) a consultant completes identity and signing with the customer
 * (the spec's contact path), and the site says so instead of pretending to identify anyone.
 */
export const identificationOnline = (mode: ShopMode): boolean => mode === 'test';

/** The attribute of <html> that carries the mode the page was built in (BaseLayout.astro writes it). */
export const SHOP_MODE_ATTRIBUTE = 'data-shop-mode';

/** In the browser: the mode the page was built in; test when the page does not say. */
export function builtShopMode(): ShopMode {
  if (typeof document === 'undefined') return 'test';
  return document.documentElement.getAttribute(SHOP_MODE_ATTRIBUTE) === 'live' ? 'live' : 'test';
}
