// @vitest-environment jsdom
async function loadWith(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('./order.ts');
}

const uuid = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';

describe.each<[string, string, string | null]>([
  ['carSKU', 'B-101', 'B-101'],
  ['carSKU', 'b-101; drop', null],
  ['precheckUUID', uuid, uuid],
  ['precheckUUID', 'not-a-uuid', null],
  ['data_preluare', '2025-06-09', '2025-06-09'],
  ['data_preluare', '09.06.2025', null],
  ['data_preluare', '2025-02-30', null],
  ['paymentToken', 'tok_abc.123', 'tok_abc.123'],
  ['paymentToken', '<script>', null],
])('%s stored as %j', (key, stored, expected) => {
  it(`reads as ${expected}`, async () => {
    const order = await loadWith({ [key]: stored });
    const stores = {
      carSKU: order.$carSKU,
      precheckUUID: order.$precheckUUID,
      data_preluare: order.$dataPreluare,
      paymentToken: order.$paymentToken,
    };
    expect(stores[key as keyof typeof stores].get()).toBe(expected);
  });
});

describe('actions', () => {
  it('save writes the plain value under the spec key', async () => {
    const order = await loadWith({});
    order.saveCarSku('C-7');
    order.savePickupDate('2025-06-09');
    expect(localStorage.getItem('carSKU')).toBe('C-7');
    expect(localStorage.getItem('data_preluare')).toBe('2025-06-09');
  });

  it('refuses to save an invalid value', async () => {
    const order = await loadWith({});
    expect(() => order.savePickupDate('tomorrow')).toThrow(TypeError);
    expect(order.$dataPreluare.get()).toBeNull();
  });

  it('clearShopStorage removes every shop key and resets the stores, leaving other keys', async () => {
    const order = await loadWith({
      financingParams: JSON.stringify({
        type: 'leasing',
        person: 2,
        currency: 2,
        months: 48,
        upFront: 20,
        residual: 5,
        range: 1000,
      }),
      financialPackagePrice: '499',
      carSKU: 'B-101',
      precheckUUID: uuid,
      data_preluare: '2025-06-09',
      paymentToken: 'tok',
      cookieConsent: 'yes',
    });
    const financing = await import('./financing.ts');
    expect(financing.$financingParams.get().type).toBe('leasing');
    order.clearShopStorage();
    for (const key of [
      'financingParams',
      'financialPackagePrice',
      'carSKU',
      'precheckUUID',
      'data_preluare',
      'paymentToken',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('cookieConsent')).toBe('yes');
    expect(order.$carSKU.get()).toBeNull();
    expect(financing.$financingParams.get().type).toBe('credit');
  });
});
