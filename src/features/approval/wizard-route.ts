/**
 * The approval flow's address: `/aprobare/{financialPackage}/{step}/{uuid?}` or `/aprobare/{uuid}`.
 * The page is one static shell (rewrite table), so the island reads and writes this address itself.
 */

import { UUID_PATTERN } from '../../domain/ids.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { ORDER_TYPES, type OrderType } from '../../domain/order/order-terms.ts';
import { completeUrl } from '../checkout/checkout-paths.ts';

export const APPROVAL_BASE = '/aprobare';
export const FINANCIAL_PACKAGES: readonly OrderType[] = ORDER_TYPES;
/**
 * Other names of a package in the address: the spec's car page sends a subscription to
 * `/aprobare/abonament/1`. The wizard answers it as carSubscription and writes that name back.
 */
const PACKAGE_ALIASES: Readonly<Record<string, OrderType>> = { abonament: 'carSubscription' };
/** Individuals: contact, personal, obligations, income, resolution. Companies: contact, details, resolution. */
export const INDIVIDUAL_STEPS = 5;
export const COMPANY_STEPS = 3;

export type WizardRoute =
  | { readonly kind: 'step'; readonly pkg: OrderType; readonly step: number; readonly uuid: string | null }
  /** Only an order code (or a package the shop does not sell): rebuild from the order. */
  | { readonly kind: 'order'; readonly uuid: string }
  | { readonly kind: 'invalid' };

export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}

export function isFinancialPackage(text: string): text is OrderType {
  return (FINANCIAL_PACKAGES as readonly string[]).includes(text);
}

/** The package an address segment names, by its name or an alias; null for anything else. */
export function packageOf(segment: string | undefined): OrderType | null {
  if (segment === undefined) return null;
  if (isFinancialPackage(segment)) return segment;
  return Object.hasOwn(PACKAGE_ALIASES, segment) ? (PACKAGE_ALIASES[segment] ?? null) : null;
}

export function stepCount(person: 1 | 2): number {
  return person === 2 ? COMPANY_STEPS : INDIVIDUAL_STEPS;
}

/**
 * parseWizardPath('/aprobare/leasing/2/5b8e…') → { kind: 'step', pkg: 'leasing', step: 2, uuid: '5b8e…' };
 * parseWizardPath('/aprobare/abonament/1') → { kind: 'step', pkg: 'carSubscription', step: 1, uuid: null }.
 * A missing or unknown package with a uuid anywhere in the path asks for a rebuild from the order.
 */
export function parseWizardPath(pathname: string): WizardRoute {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== APPROVAL_BASE.slice(1)) return { kind: 'invalid' };
  const [, first, second, third] = parts;
  const pkg = packageOf(first);
  if (pkg !== null) {
    const step = Number(second);
    const uuid = third !== undefined && isUuid(third) ? third : null;
    if (!Number.isInteger(step) || step < 1 || step > INDIVIDUAL_STEPS) {
      return uuid ? { kind: 'order', uuid } : { kind: 'step', pkg, step: 1, uuid: null };
    }
    return { kind: 'step', pkg, step, uuid };
  }
  const uuid = [first, second, third].find((part) => part !== undefined && isUuid(part));
  return uuid ? { kind: 'order', uuid } : { kind: 'invalid' };
}

/** wizardPath('credit', 2, 'abc') === '/aprobare/credit/2/abc' */
export function wizardPath(pkg: OrderType, step: number, uuid: string | null): string {
  return `${APPROVAL_BASE}/${pkg}/${step}${uuid ? `/${uuid}` : ''}`;
}

/**
 * Where an order opened by its code continues: its result page once it is paid (nothing is left to
 * fill in, and a step would speak of what is still to do), otherwise the furthest step it reached.
 * @example resumePath({ ...order, paid: 1 }) === `/complete/${order.order_code}`
 */
export function resumePath(
  order: Pick<OrderReadBack, 'order_code' | 'credit_type' | 'reached_step' | 'paid'>,
): string {
  return order.paid === 1
    ? completeUrl(order.order_code, null)
    : wizardPath(order.credit_type, order.reached_step, order.order_code);
}
