// @vitest-environment jsdom
import {
  analyticsItem,
  formSuccessEvent,
  purchaseEvent,
  pushEvent,
  selectItemEvent,
  viewItemListEvent,
} from './analytics.ts';
import { carFixture } from './car.fixture.ts';

describe.each([
  ['Dacia Duster Journey TCe 130', 'Dacia', 'Duster Journey TCe 130'],
  ['Volkswagen  Golf', 'Volkswagen', 'Golf'],
  ['Tesla', 'Tesla', ''],
])('analyticsItem(%j)', (product_name, brand, variant) => {
  it(`brand ${brand}, variant ${variant}`, () => {
    const item = analyticsItem(carFixture({ product_name, sku: 'C-9', category_id: 3, location_id: 4 }));
    expect(item).toEqual({
      item_id: 'C-9',
      item_name: product_name,
      item_brand: brand,
      category: 'putin-rulate',
      variant,
      location_id: 4,
      quantity: 1,
    });
  });
});

describe('event builders', () => {
  const a = carFixture({ sku: 'A-1', product_name: 'Dacia Logan' });
  const b = carFixture({ sku: 'B-2', product_name: 'Skoda Octavia', category_id: 1 });
  it.each([
    [viewItemListEvent([a, b]), 'view_item_list', ['A-1', 'B-2']],
    [selectItemEvent(b), 'select_item', ['B-2']],
  ])('%#: %s', (event, name, ids) => {
    expect(event.event).toBe(name);
    expect(
      'ecommerce' in event && 'items' in event.ecommerce && event.ecommerce.items.map((i) => i.item_id),
    ).toEqual(ids);
  });
  it('form_success names the form', () =>
    expect(formSuccessEvent('form_alerta_stoc')).toEqual({
      event: 'form_success',
      form_name: 'form_alerta_stoc',
    }));
  it('purchase carries value and currency', () =>
    expect(purchaseEvent('uuid-1', 1098.6, 'RON')).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: 'uuid-1', value: 1098.6, currency: 'RON' },
    }));
});

describe('pushEvent', () => {
  afterEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('appends to an existing window.dataLayer, clearing ecommerce first', () => {
    const layer: unknown[] = [{ gtm: 'start' }];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    const event = selectItemEvent(carFixture());
    pushEvent(event);
    expect(layer).toEqual([{ gtm: 'start' }, { ecommerce: null }, event]);
  });

  it('creates the queue before the tag manager loads', () => {
    pushEvent(formSuccessEvent('form_contact'));
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'form_success', form_name: 'form_contact' },
    ]);
  });

  it('does nothing without a window (server rendering)', () => {
    expect(() => pushEvent(formSuccessEvent('form_contact'), null)).not.toThrow();
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });
});
