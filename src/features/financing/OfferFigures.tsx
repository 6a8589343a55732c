import { type FinancingOffer, instalmentWithoutCasco } from '../../domain/financing/financing-offer.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { formatEur, formatRate, formatRon } from '../../domain/format.ts';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';

const text = roFinancing;

/** The figures of one financing offer: the instalment large, then the terms that make it up. */
export function OfferFigures({ offer }: { readonly offer: FinancingOffer }) {
  const money = (value: number) =>
    offer.currency === 2 ? formatEur(value, { financing: true }) : formatRon(value, { financing: true });
  const rows: [string, string][] = [
    [text.downPayment, money(offer.downPayment)],
    [text.financedValue, money(offer.financedValue)],
    ...(offer.residualValue === null
      ? []
      : [[text.residualValue, money(offer.residualValue)] as [string, string]]),
    [text.dae, formatRate(offer.dae)],
    [text.totalPayable, money(offer.totalPayable)],
    [text.cascoMonthly, money(offer.casco)],
    // Bundled insurance unbundled (CCD II): the customer may bring an equivalent CASCO policy.
    [text.monthlyWithoutCasco, money(instalmentWithoutCasco(offer))],
    [text.fileAnalysis, money(offer.analizaDosar)],
    [text.interestRate, formatRate(offer.interestRate)],
  ];
  return (
    <>
      <p className="offer-monthly">
        <span className="offer-monthly__label">{text.monthlyInstalment}</span>
        <strong className="offer-monthly__amount">
          {monthlyInstalmentText(offer.monthly, offer.currency)}
        </strong>
        <span className="offer-monthly__note">
          {offer.vatIncluded ? roCatalog.cascoVatIncluded : text.vatExcludedCascoIncluded}
        </span>
      </p>
      <dl className="offer-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
