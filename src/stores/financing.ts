/**
 * Calculator state shared by the financing/subscription panels and the approval flow, persisted
 * as the spec's `financingParams` and `financialPackagePrice` keys.
 */
import * as v from 'valibot';
import type { FinancialPackagePrice } from '../domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
  financingParamsSchema,
  normalizeFinancingParams,
} from '../domain/financing/financing-params.ts';
import { persistedAtom } from './persisted.ts';

const params = persistedAtom<FinancingParams>(
  'financingParams',
  DEFAULT_FINANCING_PARAMS,
  (raw) => {
    const result = v.safeParse(financingParamsSchema, raw);
    return result.success ? normalizeFinancingParams(result.output) : undefined;
  },
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

const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const packagePriceSchema = v.union([money, v.object({ euro: money, ron: money, lfeuro: v.nullable(money) })]);

/** Financing: the instalment per currency; subscription: the monthly EUR price as a number. */
export type PackagePrice = FinancialPackagePrice | number;

const packagePrice = persistedAtom<PackagePrice | null>(
  'financialPackagePrice',
  null,
  (raw) => {
    const result = v.safeParse(packagePriceSchema, raw);
    return result.success ? result.output : undefined;
  },
  true,
);
export const $financialPackagePrice = packagePrice.store;

export function saveFinancialPackagePrice(price: PackagePrice | null): void {
  $financialPackagePrice.set(price);
}

export const financingStorage = [params, packagePrice] as const;
