/**
 * The content of the SECCI form (Standard European Consumer Credit Information, Directive (EU)
 * 2023/2225 art. 10 and Annex I) for one simulation: the four sections of the annex, in its order,
 * as short label/value fields and longer texts. Every figure comes from the representative example,
 * i.e. from computeFinancingOffer, so the form repeats the financing panel to the cent; the server
 * only lays these items out on paper (server/documents/secci-pdf.ts).
 */
import { fill, roSecci } from '../../i18n/ro.ts';
import type { IsoDate } from '../dates.ts';
import { durationText, formatDate, formatRate } from '../format.ts';
import { exampleMoney, percentText } from './example-text.ts';
import type { RepresentativeExample } from './representative-example.ts';

export interface SecciCreditor {
  readonly legalName: string;
  readonly address: string;
  readonly registration: string;
  readonly cui: string;
  readonly phone: string;
  readonly email: string;
}

export interface SecciInput {
  readonly example: RepresentativeExample;
  readonly creditor: SecciCreditor;
  readonly car: { readonly sku: string; readonly productName: string };
  /** The offers' validity date (CMS setting), or null when unset or past. */
  readonly validUntil: IsoDate | null;
}

export type SecciItem =
  | { readonly kind: 'field'; readonly label: string; readonly value: string }
  | { readonly kind: 'text'; readonly label: string; readonly text: string };

export interface SecciSection {
  readonly heading: string;
  readonly items: readonly SecciItem[];
}

const t = roSecci;
const field = (label: string, value: string): SecciItem => ({ kind: 'field', label, value });
const paragraph = (label: string, text: string): SecciItem => ({ kind: 'text', label, text });

/** The four sections of Annex I for this simulation. */
export function secciSections({ example, creditor, car, validUntil }: SecciInput): readonly SecciSection[] {
  const money = (value: number) => exampleMoney(value, example.currency);
  const eur = example.currency === 2;
  const rate = fill(example.rateType === 'fixed' ? t.rateFixed : t.rateVariable, {
    rate: formatRate(example.borrowingRate),
  });
  return [
    {
      heading: t.creditorHeading,
      items: [
        field(t.creditor, creditor.legalName),
        // Long values wrap as paragraphs; label/value lines are for short figures.
        paragraph(t.address, creditor.address),
        field(t.registration, `${creditor.registration} / ${creditor.cui}`),
        field(t.phone, creditor.phone),
        field(t.email, creditor.email),
      ],
    },
    {
      heading: t.featuresHeading,
      items: [
        paragraph(t.creditType, t.creditTypes[example.type]),
        paragraph(t.goods, `${car.productName} (${car.sku})`),
        field(t.cashPrice, money(example.cashPrice)),
        field(t.downPayment, `${percentText(example.downPaymentPercent)} - ${money(example.downPayment)}`),
        field(t.totalCreditAmount, money(example.totalCreditAmount)),
        paragraph(t.drawdown, t.drawdownText),
        field(t.duration, durationText(example.months)),
        field(
          t.instalments,
          fill(t.instalmentsText, { count: example.months, amount: money(example.monthly) }),
        ),
        field(t.instalmentsWithoutCasco, money(example.monthlyWithoutCasco)),
        ...(example.residualValue === null
          ? []
          : [
              field(
                t.residualPayment,
                `${percentText(example.residualPercent ?? 0)} - ${money(example.residualValue)}`,
              ),
            ]),
        field(t.totalPayable, money(example.totalPayable)),
        paragraph('', t.totalPayableText),
        paragraph(t.security, t.securityText),
      ],
    },
    {
      heading: t.costsHeading,
      items: [
        paragraph(t.borrowingRate, rate),
        field(t.dae, formatRate(example.dae)),
        field(t.daeWithCasco, formatRate(example.daeWithCasco)),
        paragraph('', fill(t.daeAssumptions, { currencyNote: eur ? t.daeCurrencyNote : '' })),
        field(t.fileFee, money(example.fileFee)),
        field(t.casco, money(example.casco)),
        paragraph('', t.cascoText),
        paragraph(t.latePayment, t.latePaymentText),
        paragraph('', eur ? t.currencyNoteEur : t.currencyNoteRon),
      ],
    },
    {
      heading: t.legalHeading,
      items: [
        paragraph(t.withdrawal, t.withdrawalText),
        paragraph(t.earlyRepayment, t.earlyRepaymentText),
        paragraph(t.database, t.databaseText),
        paragraph(t.draft, t.draftText),
        paragraph(
          t.validity,
          validUntil === null
            ? t.validityUntilChange
            : fill(t.validityText, { date: formatDate(validUntil) }),
        ),
      ],
    },
  ];
}
