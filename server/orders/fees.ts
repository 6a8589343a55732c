/**
 * Fees an order pays online (spec sections 1 and 9): the reservation fee for credit and leasing,
 * the guarantee for a subscription, both in EUR and charged in RON. They are settings
 * (src/domain/business-figures.ts); an order stores the fee and the rate in force when it was
 * placed, so a later change of the settings never changes what an order pays. The home-delivery
 * transport cost is the shared rule in src/domain/order/delivery-cost.ts.
 */

import { DEFAULT_FIGURES, orderFeeEur } from '../../src/domain/business-figures.ts';
import { roundMoney } from '../../src/domain/money.ts';
import type { OrderType } from '../../src/domain/order/order-terms.ts';

export interface Amount {
  eur: number;
  ron: number;
}

/** What an order stores of the figures (client_orders.fee_eur and eur_ron_rate). */
export interface OrderFigures {
  productType: OrderType;
  /** Null only on a row written before the fee was stored (migration 0024 filled those). */
  feeEur: number | null;
  /** Null on orders placed before the rate was stored: they were charged at the server's EUR_RON_RATE. */
  eurRonRate: number | null;
}

/**
 * The fee paid by card, taxa_rezervare (EUR) and taxa_rezervare_ron, from the order's own figures.
 * @example orderFee({ productType: 'credit', feeEur: 220, eurRonRate: 4.9775 }, 5) // { eur: 220, ron: 1095.05 }
 */
export function orderFee(order: OrderFigures, fallbackRate: number): Amount {
  const eur = order.feeEur ?? orderFeeEur(order.productType, DEFAULT_FIGURES);
  return { eur, ron: roundMoney(eur * (order.eurRonRate ?? fallbackRate)) };
}

/** The rate an order's lei figures are computed at: its own, else (an older order) the server's. */
export const orderRate = (order: Pick<OrderFigures, 'eurRonRate'>, fallbackRate: number): number =>
  order.eurRonRate ?? fallbackRate;
