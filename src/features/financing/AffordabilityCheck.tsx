/**
 * "Verifica daca iti permiti" (issue 15.3): net monthly income and the debts already paid, answered
 * at once with the debt-service ratio, the BNR cap that applies, whether the panel's instalment fits
 * and, if not, the smallest change from the car's tables that would. The same rule module as the
 * server's decision engine. What is typed stays in this component's state: no request, no storage.
 * Loaded on demand (AffordabilityDisclosure), so the car page's island budget does not carry it.
 */
import { useState } from 'react';
import { FieldFrame } from '../../components/ui/FieldFrame.tsx';
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { offerAffordability, smallestFittingChange } from '../../domain/credit/affordability.ts';
import { capText, changeText, ratioText } from '../../domain/credit/affordability-text.ts';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { fill, roAffordability } from '../../i18n/ro.ts';
import { parseLeiAmount } from '../../lib/validation/amount.ts';

const r = roAffordability;

export interface AffordabilityCheckProps {
  readonly info: FinancingPaymentInfo;
  readonly params: FinancingParams;
}

/** An amount in lei (the input's maxLength bounds it); null while empty; NaN when not an amount. */
function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseLeiAmount(text) ?? Number.NaN;
}

function AmountField(props: {
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
}) {
  return (
    <FieldFrame label={props.label} hint={props.hint} error={props.invalid ? r.amountInvalid : null}>
      {(control) => (
        <input
          {...control}
          className="ui-field__control"
          inputMode="decimal"
          autoComplete="off"
          maxLength={15}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}

export default function AffordabilityCheck({ info, params }: AffordabilityCheckProps) {
  const [incomeText, setIncomeText] = useState('');
  const [debtsText, setDebtsText] = useState('');
  const income = amountOf(incomeText);
  const debts = amountOf(debtsText);

  if (params.person !== 1 || params.type === 'carSubscription') {
    return <p className="affordability__note">{r.notApplicable}</p>;
  }
  const valid = income !== null && !Number.isNaN(income) && !Number.isNaN(debts);
  const money = { incomeRon: income ?? 0, obligationsRon: debts ?? 0, eurRonRate: info.exchangeRate };
  const verdict = valid ? offerAffordability(info, params, money) : null;
  const change = verdict && !verdict.fits ? smallestFittingChange(info, params, money) : null;

  return (
    <div className="affordability">
      <p className="affordability__note">{r.privacy}</p>
      <AmountField
        label={r.income}
        value={incomeText}
        invalid={Number.isNaN(income)}
        onChange={setIncomeText}
      />
      <AmountField
        label={r.debts}
        hint={r.debtsHint}
        value={debtsText}
        invalid={Number.isNaN(debts)}
        onChange={setDebtsText}
      />
      <div className="affordability__answer" aria-live="polite">
        {!valid ? (
          <p>{r.enterIncome}</p>
        ) : !verdict ? (
          <p>{r.missingOffer}</p>
        ) : (
          <>
            <p className={verdict.fits ? 'affordability__fits' : 'affordability__exceeds'}>
              <strong>
                {fill(verdict.fits ? r.fits : r.exceeds, {
                  monthly: monthlyInstalmentText(verdict.offer.monthly, verdict.offer.currency),
                })}
              </strong>
            </p>
            <p>{fill(r.ratio, { ratio: Number.isFinite(verdict.ratio) ? ratioText(verdict.ratio) : '—' })}</p>
            <p>{capText(verdict.cap, verdict.currency)}</p>
            {verdict.fits ? null : (
              <p>
                {change
                  ? changeText({
                      kind: change.kind,
                      months: change.params.months,
                      downpayment: change.params.upFront,
                      currency: change.params.currency,
                      monthly: change.offer.monthly,
                      ratio: change.ratio,
                    })
                  : r.noChange}
              </p>
            )}
            <p className="affordability__note">{r.estimate}</p>
          </>
        )}
      </div>
    </div>
  );
}
