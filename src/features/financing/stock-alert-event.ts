/**
 * The car page's stock-alert modal is another island, waiting for its hash (client:hash): the
 * panels ask for it by putting the hash in the address, which hydrates it if need be and opens it.
 */
import { openHash } from '../../lib/on-demand/hash-request.ts';

export const STOCK_ALERT_HASH = '#alerta-stoc';

export function requestStockAlert(): void {
  openHash(window, STOCK_ALERT_HASH);
}
