/**
 * Approval step 3 for individuals: monthly credit instalments and credit-card limits
 * (`PUT /client-order/{uuid}` with contracte_credit and carduri_credit). The form keeps blank rows
 * for typing; a row counts only once its value and currency are both filled (`completeRows`), so
 * a half-typed row is ignored rather than refused, and errors keep the row's index in the form.
 */

import * as v from 'valibot';
import { fill, roValidation } from '../../i18n/ro.ts';
import { optionalLeiAmount, optionalStringChoice } from '../../lib/validation/rules.ts';
import { CURRENCY_NAMES } from '../order/order-terms.ts';

const m = roValidation;

export const OBLIGATION_CURRENCIES = CURRENCY_NAMES;

type Row = Record<string, unknown>;
type Filled<T extends Row, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined | null | ''> };

/** completeRows([{ v: 100, c: 'RON' }, { v: 50, c: '' }], ['v', 'c']) → the first row only. */
export function completeRows<T extends Row, K extends keyof T>(
  rows: readonly T[],
  keys: readonly K[],
): Filled<T, K>[] {
  return rows.filter((row): row is Filled<T, K> =>
    keys.every((key) => row[key] !== undefined && row[key] !== null && String(row[key]).trim() !== ''),
  );
}

/** More rows than any household or company declares; it bounds the body of a step. */
export const MAX_ROWS = 20;

/** A list of rows whose complete entries are validated and kept. */
export function rowList<TEntries extends v.ObjectEntries, K extends keyof TEntries & string>(
  entries: TEntries,
  requiredKeys: readonly K[],
) {
  const row = v.object(entries);
  return v.pipe(
    v.optional(v.array(row), []),
    v.maxLength(MAX_ROWS, fill(m.tooManyRows, { max: MAX_ROWS })),
    v.transform(
      (rows) => completeRows(rows as Row[], requiredKeys) as Filled<v.InferOutput<typeof row>, K>[],
    ),
  );
}

export const creditContractEntries = {
  valoare_rata_lunara: optionalLeiAmount(),
  moneda_rata_lunara: optionalStringChoice(OBLIGATION_CURRENCIES, m.chooseOption),
};
export const creditCardEntries = {
  valoare_limita_aprobata: optionalLeiAmount(),
  moneda_card: optionalStringChoice(OBLIGATION_CURRENCIES, m.chooseOption),
};

export const creditContractList = () =>
  rowList(creditContractEntries, ['valoare_rata_lunara', 'moneda_rata_lunara']);
export const creditCardList = () => rowList(creditCardEntries, ['valoare_limita_aprobata', 'moneda_card']);

export const obligationsSchema = v.object({
  contracte_credit: creditContractList(),
  carduri_credit: creditCardList(),
});

export type ObligationsInput = v.InferInput<typeof obligationsSchema>;
export type Obligations = v.InferOutput<typeof obligationsSchema>;
