/** Credit contracts and credit cards; `suffix` '_codebitor' names the co-debtor's lists. */

import type { DynamicForm } from '../../components/form/dynamic-form.ts';
import { OBLIGATION_CURRENCIES } from '../../domain/forms/obligations-schema.ts';
import { roApproval } from '../../i18n/ro.ts';
import { RowList } from './RowList.tsx';

const o = roApproval.obligations;
const CURRENCY_OPTIONS = OBLIGATION_CURRENCIES.map((value) => ({ value, label: value }));

export function ObligationFields({
  form,
  suffix = '',
}: {
  readonly form: DynamicForm;
  readonly suffix?: string;
}) {
  return (
    <>
      <RowList
        form={form}
        name={`contracte_credit${suffix}`}
        legend={o.contracts}
        addLabel={o.addContract}
        columns={[
          { key: 'valoare_rata_lunara', label: o.monthlyRate },
          { key: 'moneda_rata_lunara', label: o.currency, options: CURRENCY_OPTIONS },
        ]}
      />
      <RowList
        form={form}
        name={`carduri_credit${suffix}`}
        legend={o.cards}
        addLabel={o.addCard}
        columns={[
          { key: 'valoare_limita_aprobata', label: o.cardLimit },
          { key: 'moneda_card', label: o.currency, options: CURRENCY_OPTIONS },
        ]}
      />
    </>
  );
}

type ObligationRows<TSuffix extends string> = Record<
  `contracte_credit${TSuffix}` | `carduri_credit${TSuffix}`,
  Record<string, never>[]
>;

/** One empty row per list, so the shopper sees where to type. */
export function emptyObligations<TSuffix extends string = ''>(suffix?: TSuffix): ObligationRows<TSuffix> {
  // A computed key is only `string` to TypeScript; the template type says which one it is.
  return {
    [`contracte_credit${suffix ?? ''}`]: [{}],
    [`carduri_credit${suffix ?? ''}`]: [{}],
  } as ObligationRows<TSuffix>;
}
