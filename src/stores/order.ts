/**
 * Order state that survives page changes between the car page, the approval flow and payment,
 * persisted under the spec's keys: carSKU, precheckUUID, data_preluare (pickup date) and
 * paymentToken. `clearShopStorage` empties every shop key after a successful payment.
 */
import { isIsoDate } from '../domain/dates.ts';
import { SKU_PATTERN, UUID_PATTERN } from '../domain/ids.ts';
import { financingStorage } from './financing.ts';
import { endOrderInProgress } from './order-in-progress.ts';
import { persistedAtom } from './persisted.ts';

function matching(pattern: RegExp, check: (value: string) => boolean = () => true) {
  return (raw: unknown) => (typeof raw === 'string' && pattern.test(raw) && check(raw) ? raw : undefined);
}

const TOKEN = /^[\w.~+/=-]{1,2048}$/;

const carSku = persistedAtom<string | null>('carSKU', null, matching(SKU_PATTERN), false);
const precheckUuid = persistedAtom<string | null>('precheckUUID', null, matching(UUID_PATTERN), false);
const pickupDate = persistedAtom<string | null>('data_preluare', null, matching(/^/, isIsoDate), false);
const paymentToken = persistedAtom<string | null>('paymentToken', null, matching(TOKEN), false);

export const $carSKU = carSku.store;
export const $precheckUUID = precheckUuid.store;
/** Subscription pickup date, yyyy-MM-dd. */
export const $dataPreluare = pickupDate.store;
export const $paymentToken = paymentToken.store;

function saver(
  atom: { readonly store: { set(value: string | null): void } },
  parse: (raw: unknown) => unknown,
) {
  return (value: string | null) => {
    if (value !== null && parse(value) === undefined) throw new TypeError(`invalid value: ${value}`);
    atom.store.set(value);
  };
}

export const saveCarSku = saver(carSku, matching(SKU_PATTERN));
export const savePrecheckUuid = saver(precheckUuid, matching(UUID_PATTERN));
export const savePickupDate = saver(pickupDate, matching(/^/, isIsoDate));
export const savePaymentToken = saver(paymentToken, matching(TOKEN));

/** After a successful payment: every shop key goes, every store back to its default, this tab's order too. */
export function clearShopStorage(): void {
  for (const atom of [...financingStorage, carSku, precheckUuid, pickupDate, paymentToken]) atom.reset();
  endOrderInProgress();
}
