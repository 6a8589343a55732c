/** Credit contracts and credit cards; `suffix` '_codebitor' names the co-debtor's lists. */
import type { FormStore } from '@formisch/react';
import { roApproval } from '../../i18n/ro.ts';
import { OBLIGATION_CURRENCIES } from './obligations-schema.ts';
import { RowList } from './RowList.tsx';

const o = roApproval.obligations;
const CURRENCY_OPTIONS = OBLIGATION_CURRENCIES.map((value) => ({ value, label: value }));

export function ObligationFields({
  form,
  suffix = '',
}: {
  readonly form: FormStore<never>;
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

/** One empty row per list, so the shopper sees where to type. */
export const emptyObligations = (suffix = '') => ({
  [`contracte_credit${suffix}`]: [{}],
  [`carduri_credit${suffix}`]: [{}],
});
