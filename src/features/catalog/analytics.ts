/**
 * dataLayer events of the car lists, car forms and payment result (spec sections 4 and 7). Builders
 * are pure; `pushEvent` is the one place that touches `window`, so server rendering never breaks.
 */

import { categoryWordOf } from '../../domain/catalog/categories.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';

export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand: string;
  readonly category: string;
  readonly variant: string;
  readonly location_id: number;
  readonly quantity: 1;
}

export type FormName = 'form_alerta_stoc' | 'form_newsletter' | 'form_contact';

export type AnalyticsEvent =
  | { readonly event: 'view_item_list'; readonly ecommerce: { readonly items: readonly AnalyticsItem[] } }
  | { readonly event: 'select_item'; readonly ecommerce: { readonly items: readonly AnalyticsItem[] } }
  | { readonly event: 'form_success'; readonly form_name: FormName }
  | {
      readonly event: 'purchase';
      readonly ecommerce: {
        readonly transaction_id: string;
        readonly value: number;
        readonly currency: string;
      };
    };

type ItemSource = Pick<CarSummary, 'sku' | 'product_name' | 'category_id' | 'location_id'>;

/** product_name's first word is the brand, the rest the variant (spec section 3). */
export function analyticsItem(car: ItemSource): AnalyticsItem {
  const name = car.product_name.trim();
  const space = name.search(/\s/);
  return {
    item_id: car.sku,
    item_name: name,
    item_brand: space === -1 ? name : name.slice(0, space),
    category: categoryWordOf(car.category_id),
    variant: space === -1 ? '' : name.slice(space).trim(),
    location_id: car.location_id,
    quantity: 1,
  };
}

export function viewItemListEvent(cars: readonly ItemSource[]): AnalyticsEvent {
  return { event: 'view_item_list', ecommerce: { items: cars.map(analyticsItem) } };
}

export function selectItemEvent(car: ItemSource): AnalyticsEvent {
  return { event: 'select_item', ecommerce: { items: [analyticsItem(car)] } };
}

export function formSuccessEvent(formName: FormName): AnalyticsEvent {
  return { event: 'form_success', form_name: formName };
}

export function purchaseEvent(transactionId: string, value: number, currency: string): AnalyticsEvent {
  return { event: 'purchase', ecommerce: { transaction_id: transactionId, value, currency } };
}

interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Appends an event to `window.dataLayer`. Creates the array when the tag manager has not loaded
 * yet, which is how its snippet queues early events. Ecommerce events are preceded by
 * `{ ecommerce: null }` so the previous event's items do not merge into this one.
 */
export function pushEvent(event: AnalyticsEvent, host: DataLayerHost | null = browserWindow()): void {
  if (!host) return;
  host.dataLayer ??= [];
  if ('ecommerce' in event) host.dataLayer.push({ ecommerce: null });
  host.dataLayer.push(event);
}

function browserWindow(): DataLayerHost | null {
  return typeof window === 'undefined' ? null : (window as DataLayerHost);
}
