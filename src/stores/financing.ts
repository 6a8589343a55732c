/**
 * Calculator state shared by the financing/subscription panels and the approval flow, persisted
 * as the spec's `financingParams` and `financialPackagePrice` keys.
 */
import type { FinancialPackagePrice } from '../domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
  normalizeFinancingParams,
  parseFinancingParams,
} from '../domain/financing/financing-params.ts';
import { persistedAtom } from './persisted.ts';

const params = persistedAtom<FinancingParams>(
  'financingParams',
  DEFAULT_FINANCING_PARAMS,
  parseFinancingParams,
  true,
);
export const $financingParams = params.store;

/** Saves parameters after normalising them (credit stays individual + RON, grids respected). */
export function saveFinancingParams(next: FinancingParams): void {
  $financingParams.set(normalizeFinancingParams(next));
}

/** Applies a transition rule, e.g. `updateFinancingParams((p) => withType(p, 'leasing'))`. */
export function updateFinancingParams(change: (current: FinancingParams) => FinancingParams): void {
  saveFinancingParams(change($financingParams.get()));
}

/** Financing: the instalment per currency; subscription: the monthly EUR price as a number. */
export type PackagePrice = FinancialPackagePrice | number;

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A stored price: a money amount, or the three instalments (unknown fields dropped); anything else
 * is `undefined`. Checked by hand, not with valibot, for the same reason as `readFinancingParams`:
 * this store hydrates with the car page, whose island budget valibot alone would break.
 */
function readPackagePrice(raw: unknown): PackagePrice | undefined {
  if (isMoney(raw)) return raw;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { euro, ron, lfeuro } = raw as Record<string, unknown>;
  return isMoney(euro) && isMoney(ron) && (lfeuro === null || isMoney(lfeuro))
    ? { euro, ron, lfeuro }
    : undefined;
}

const packagePrice = persistedAtom<PackagePrice | null>(
  'financialPackagePrice',
  null,
  readPackagePrice,
  true,
);
export const $financialPackagePrice = packagePrice.store;

export function saveFinancialPackagePrice(price: PackagePrice | null): void {
  $financialPackagePrice.set(price);
}

export const financingStorage = [params, packagePrice] as const;
