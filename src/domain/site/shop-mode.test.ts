import { paymentProviderOf, shopModeOf, siteModeFingerprint } from './shop-mode.ts';

describe.each([
  [{}, 'test', 'sandbox', 'test:sandbox'],
  [{ SHOP_MODE: 'test' }, 'test', 'sandbox', 'test:sandbox'],
  [{ SHOP_MODE: ' live ' }, 'live', 'sandbox', 'live:sandbox'],
  [{ SHOP_MODE: 'LIVE' }, 'test', 'sandbox', 'test:sandbox'],
  [{ PAYMENT_PROVIDER: 'stripe' }, 'test', 'stripe', 'test:stripe'],
  [{ SHOP_MODE: 'live', PAYMENT_PROVIDER: 'stripe' }, 'live', 'stripe', 'live:stripe'],
])('%o', (env, mode, provider, fingerprint) => {
  it(`is ${mode} mode with ${provider}`, () => {
    expect(shopModeOf(env)).toBe(mode);
    expect(paymentProviderOf(env)).toBe(provider);
    expect(siteModeFingerprint(env)).toBe(fingerprint);
  });
});
