/**
 * The order this tab is making, kept in the tab's sessionStorage (never shared with other tabs):
 * the terms fixed when "Rezerva acum" was pressed, the Idempotency-Key of its creation, the order's
 * uuid once step 1 created it, and the drafts of the wizard's forms.
 *
 * Why not the persisted calculator stores ($financingParams, $carSKU, $dataPreluare): every tab
 * writes those, so a second tab moving a slider on another car changed the car and terms of the
 * order the first tab was filling in (and mixed credit and leasing terms into one body). Those
 * stores stay the car page's "latest choice" (spec keys); the wizard and its summary read this one,
 * and once the order exists, the order read back from the server.
 */

import { isIsoDate } from '../domain/dates.ts';
import type { FinancingParams } from '../domain/financing/financing-params.ts';
import { readFinancingParams } from '../domain/financing/financing-params.ts';
import { SKU_PATTERN, UUID_PATTERN } from '../domain/ids.ts';
import { sessionAtom } from './persisted.ts';

export interface OrderInProgress {
  /** The Idempotency-Key of this order's POST /client-order: one order however often it is sent. */
  readonly key: string;
  readonly sku: string;
  /** The terms as chosen on the car page; `params.type` is the package. */
  readonly params: FinancingParams;
  /** Subscription pickup date, yyyy-MM-dd. */
  readonly pickupDate: string | null;
  /** The order, once step 1 has created it. */
  readonly orderUuid: string | null;
}

const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A stored order in progress, or `undefined` when any part of it is not what this module writes. */
export function readOrderInProgress(raw: unknown): OrderInProgress | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { key, sku, params, pickupDate, orderUuid } = raw as Record<string, unknown>;
  const terms = readFinancingParams(params);
  if (!isUuid(key) || typeof sku !== 'string' || !SKU_PATTERN.test(sku) || !terms) return undefined;
  if (pickupDate !== null && !(typeof pickupDate === 'string' && isIsoDate(pickupDate))) return undefined;
  if (orderUuid !== null && !isUuid(orderUuid)) return undefined;
  return { key, sku, params: terms, pickupDate, orderUuid };
}

const inProgress = sessionAtom<OrderInProgress | null>('orderInProgress', null, readOrderInProgress);
export const $orderInProgress = inProgress.store;

/** A form's saved input: flat answers, and rows (credit contracts, incomes) of flat answers. */
export type DraftValue = string | number | boolean | null | readonly Readonly<Record<string, DraftScalar>>[];
type DraftScalar = string | number | boolean | null;
export type Draft = Readonly<Record<string, DraftValue>>;
/** Drafts by wizard step ('1'…'5'). */
export type Drafts = Readonly<Record<string, Draft>>;

const MAX_TEXT = 500;
const MAX_ROWS = 20;
const isScalar = (value: unknown): value is DraftScalar =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= MAX_TEXT);
const isRow = (value: unknown): value is Record<string, DraftScalar> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(isScalar);
const isDraftValue = (value: unknown): value is DraftValue =>
  isScalar(value) || (Array.isArray(value) && value.length <= MAX_ROWS && value.every(isRow));

/** One step's stored draft: only the answers of a draft's shape are kept, anything else dropped. */
export function readDraft(raw: unknown): Draft | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => isDraftValue(value)));
}

function readDrafts(raw: unknown): Drafts | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const drafts: Record<string, Draft> = {};
  for (const [step, draft] of Object.entries(raw)) {
    const read = /^[1-5]$/.test(step) ? readDraft(draft) : undefined;
    if (read) drafts[step] = read;
  }
  return drafts;
}

const NO_DRAFTS: Drafts = {};
const drafts = sessionAtom<Drafts>('approvalDrafts', NO_DRAFTS, readDrafts);
export const $drafts = drafts.store;

/** "Rezerva acum": this tab's new order in progress, with its own key and no drafts yet. */
export function startOrder(choice: Pick<OrderInProgress, 'sku' | 'params' | 'pickupDate'>): OrderInProgress {
  const started = { ...choice, key: crypto.randomUUID(), orderUuid: null };
  $orderInProgress.set(started);
  drafts.reset();
  return started;
}

/** Step 1 created the order: from now on step 1 updates it (PUT) instead of creating another. */
export function orderCreated(uuid: string): void {
  const current = $orderInProgress.get();
  if (current) $orderInProgress.set({ ...current, orderUuid: uuid });
}

/** An existing order opened in this tab (an e-mail link): it becomes the tab's order in progress. */
export function continueOrder(
  order: Pick<OrderInProgress, 'sku' | 'params' | 'pickupDate' | 'orderUuid'>,
): void {
  const current = $orderInProgress.get();
  if (current?.orderUuid === order.orderUuid) return;
  $orderInProgress.set({ ...order, key: crypto.randomUUID() });
  drafts.reset();
}

export function saveDraft(step: number, draft: Draft): void {
  $drafts.set({ ...$drafts.get(), [String(step)]: draft });
}

export function clearDraft(step: number): void {
  const { [String(step)]: _cleared, ...rest } = $drafts.get();
  $drafts.set(Object.keys(rest).length === 0 ? NO_DRAFTS : rest);
}

/** The tab's order is over (paid): its terms and drafts go. */
export function endOrderInProgress(): void {
  inProgress.reset();
  drafts.reset();
}
