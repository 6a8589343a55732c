// @vitest-environment jsdom
import { DEFAULT_FINANCING_PARAMS } from '../domain/financing/financing-params.ts';

async function loadWith(stored: Record<string, string>, shared: Record<string, string> = {}) {
  sessionStorage.clear();
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(shared)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('./order-in-progress.ts');
}

const KEY = '3f2b8c1e-9a4d-4e2f-8b7a-1c2d3e4f5a6b';
const ORDER = '5b8e11aa-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const leasing = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing' as const, upFront: 30, residual: 10 };
const valid = { key: KEY, sku: 'B-101', params: leasing, pickupDate: null, orderUuid: null };

describe.each<[string, unknown, unknown]>([
  ['nothing stored', undefined, null],
  ['a valid order in progress', valid, valid],
  ['one with its order', { ...valid, orderUuid: ORDER }, { ...valid, orderUuid: ORDER }],
  [
    'a subscription with its pickup date',
    { ...valid, pickupDate: '2030-01-07' },
    { ...valid, pickupDate: '2030-01-07' },
  ],
  ['a key that is not a uuid', { ...valid, key: 'k' }, null],
  ['a sku of another shape', { ...valid, sku: 'b-101; x' }, null],
  ['terms of an old shape', { ...valid, params: { type: 'credit', downpayment: 55 } }, null],
  ['an impossible pickup date', { ...valid, pickupDate: '2030-02-30' }, null],
  ['an order code that is not a uuid', { ...valid, orderUuid: '../x' }, null],
  ['broken JSON', '{"key":', null],
])('$orderInProgress reading %s', (_name, stored, expected) => {
  it('validates on read', async () => {
    const text = typeof stored === 'string' ? stored : JSON.stringify(stored);
    const { $orderInProgress } = await loadWith(stored === undefined ? {} : { orderInProgress: text });
    expect($orderInProgress.get()).toEqual(expected);
  });
});

describe('drafts', () => {
  it.each<[string, unknown, unknown]>([
    [
      'answers and rows',
      { '3': { contracte_credit: [{ valoare_rata_lunara: '500' }] } },
      { '3': { contracte_credit: [{ valoare_rata_lunara: '500' }] } },
    ],
    [
      'an answer of another shape is dropped',
      { '1': { nume: 'Ana', x: { deep: 1 } } },
      { '1': { nume: 'Ana' } },
    ],
    ['a step that does not exist', { '9': { nume: 'Ana' } }, {}],
    ['not an object', '"text"', {}],
  ])('%s', async (_name, stored, expected) => {
    const text = typeof stored === 'string' ? stored : JSON.stringify(stored);
    const { $drafts } = await loadWith({ approvalDrafts: text });
    expect($drafts.get()).toEqual(expected);
  });

  it('are kept in sessionStorage, never in localStorage, and cleared per step', async () => {
    const store = await loadWith({});
    store.saveDraft(1, { nume: 'Ana', telefon: '+40712' });
    store.saveDraft(3, { contracte_credit: [] });
    expect(JSON.parse(sessionStorage.getItem('approvalDrafts') ?? '{}')).toEqual({
      '1': { nume: 'Ana', telefon: '+40712' },
      '3': { contracte_credit: [] },
    });
    expect(localStorage.length).toBe(0);
    store.clearDraft(3);
    expect(Object.keys(store.$drafts.get())).toEqual(['1']);
    store.clearDraft(1);
    expect(sessionStorage.getItem('approvalDrafts')).toBeNull();
  });
});

describe('actions', () => {
  it('startOrder gives each order in progress its own key and no drafts', async () => {
    const store = await loadWith({});
    const first = store.startOrder({ sku: 'B-101', params: leasing, pickupDate: null });
    store.saveDraft(1, { nume: 'Ana' });
    const second = store.startOrder({ sku: 'C-7', params: DEFAULT_FINANCING_PARAMS, pickupDate: null });
    expect(second.key).not.toBe(first.key);
    expect(second.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.$drafts.get()).toEqual({});
    expect(JSON.parse(sessionStorage.getItem('orderInProgress') ?? 'null')).toEqual(second);
  });

  it('orderCreated records the order, keeping the key and the drafts', async () => {
    const store = await loadWith({});
    const started = store.startOrder({ sku: 'B-101', params: leasing, pickupDate: null });
    store.saveDraft(1, { nume: 'Ana' });
    store.orderCreated(ORDER);
    expect(store.$orderInProgress.get()).toEqual({ ...started, orderUuid: ORDER });
    expect(store.$drafts.get()).toEqual({ '1': { nume: 'Ana' } });
  });

  it('continueOrder takes another order with fresh drafts, and leaves the same one as it is', async () => {
    const store = await loadWith({});
    store.startOrder({ sku: 'B-101', params: leasing, pickupDate: null });
    store.orderCreated(ORDER);
    store.saveDraft(2, { studii: 'S' });
    store.continueOrder({ sku: 'B-101', params: leasing, pickupDate: null, orderUuid: ORDER });
    expect(store.$drafts.get()).toEqual({ '2': { studii: 'S' } });
    const other = '11111111-2222-4333-8444-555555555555';
    store.continueOrder({ sku: 'C-7', params: DEFAULT_FINANCING_PARAMS, pickupDate: null, orderUuid: other });
    expect(store.$orderInProgress.get()).toMatchObject({ sku: 'C-7', orderUuid: other });
    expect(store.$drafts.get()).toEqual({});
  });

  it('is not changed by the shared calculator stores another tab writes', async () => {
    const store = await loadWith({});
    const financing = await import('./financing.ts');
    const order = await import('./order.ts');
    const started = store.startOrder({ sku: 'B-101', params: leasing, pickupDate: null });
    // What a second tab's slider does here: a storage event on the shared keys.
    localStorage.setItem('carSKU', 'C-7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'carSKU', newValue: 'C-7' }));
    financing.saveFinancingParams(DEFAULT_FINANCING_PARAMS);
    order.saveCarSku('C-7');
    expect(store.$orderInProgress.get()).toEqual(started);
  });

  it('clearShopStorage (after payment) ends the order in progress', async () => {
    const store = await loadWith({
      orderInProgress: JSON.stringify(valid),
      approvalDrafts: '{"1":{"nume":"A"}}',
    });
    const order = await import('./order.ts');
    order.clearShopStorage();
    expect(store.$orderInProgress.get()).toBeNull();
    expect(sessionStorage.getItem('orderInProgress')).toBeNull();
    expect(sessionStorage.getItem('approvalDrafts')).toBeNull();
  });
});
