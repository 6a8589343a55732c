/**
 * The car page's stock-alert modal is another island; the panels ask it to open with a DOM event
 * on window instead of sharing React state across islands.
 */
export const OPEN_STOCK_ALERT = 'open-stock-alert';

export interface StockAlertRequest {
  readonly sku: string;
}

export function requestStockAlert(sku: string): void {
  window.dispatchEvent(new CustomEvent<StockAlertRequest>(OPEN_STOCK_ALERT, { detail: { sku } }));
}
