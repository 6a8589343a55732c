/**
 * Before each panel test: no stored choice, and a car page address without a quote (the panels
 * read their terms from the address and write each change into it, quote-address.ts, and the
 * files of a worker share one jsdom).
 */
import { clearShopStorage } from '../../stores/order.ts';

export function freshPanelPage(): void {
  clearShopStorage();
  window.history.replaceState(null, '', '/masini/test');
}
