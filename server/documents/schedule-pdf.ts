/**
 * The payment schedule PDF (scadentar) of GET /timetable: who issues it, for which car and terms,
 * the offer's summary and every monthly row. Amounts are formatted exactly as the financing panel
 * shows them (ro-RO, two decimals, the chosen currency), so a visitor finds the same figures.
 */

import { percentText } from '../../src/domain/financing/example-text.ts';
import type { FinancingParams } from '../../src/domain/financing/financing-params.ts';
import { monthlyInstalmentText } from '../../src/domain/financing/offer-text.ts';
import type { PaymentSchedule } from '../../src/domain/financing/payment-schedule.ts';
import {
  durationText,
  formatAmount,
  formatDate,
  formatEur,
  formatRate,
  formatRon,
} from '../../src/domain/format.ts';
import { fill, ro } from '../../src/i18n/ro.ts';
import { openCarDocument } from './car-document.ts';
import type { Column } from './pdf-writer.ts';

export interface ScheduleDocument {
  readonly car: { readonly sku: string; readonly productName: string };
  readonly params: FinancingParams;
  readonly schedule: PaymentSchedule;
  /** yyyy-MM-dd */
  readonly issuedOn: string;
  /** The offers' validity date (CMS setting); null when unset or already past: then none is printed. */
  readonly validUntil: string | null;
}

const text = ro.financing.pdf;

const columns: readonly Column[] = [
  { title: text.columnMonth, width: 0.1, align: 'left' },
  { title: text.columnInstalment, width: 0.18, align: 'right' },
  { title: text.columnInterest, width: 0.18, align: 'right' },
  { title: text.columnPrincipal, width: 0.18, align: 'right' },
  { title: text.columnCasco, width: 0.16, align: 'right' },
  { title: text.columnBalance, width: 0.2, align: 'right' },
];

export async function schedulePdf({
  car,
  params,
  schedule,
  issuedOn,
  validUntil,
}: ScheduleDocument): Promise<Uint8Array> {
  const { offer } = schedule;
  const money = (value: number) =>
    offer.currency === 2 ? formatEur(value, { financing: true }) : formatRon(value, { financing: true });
  const pdf = await openCarDocument({ title: text.scheduleTitle, issuer: 'leasing', car, issuedOn });

  pdf.heading(text.parameters);
  pdf.field(text.type, offer.type === 'credit' ? ro.financing.credit : ro.financing.leasing);
  pdf.field(text.person, offer.person === 2 ? ro.financing.company : ro.financing.individual);
  pdf.field(text.currency, offer.currency === 2 ? ro.financing.eur : ro.financing.ron);
  pdf.field(text.months, durationText(params.months));
  pdf.field(text.downPayment, `${percentText(params.upFront)} - ${money(offer.downPayment)}`);
  if (offer.residualValue !== null) {
    pdf.field(text.residual, `${percentText(params.residual)} - ${money(offer.residualValue)}`);
  }

  pdf.heading(text.summary);
  pdf.field(text.financedValue, money(offer.financedValue));
  pdf.field(text.interestRate, formatRate(offer.interestRate));
  pdf.field(text.dae, formatRate(offer.dae));
  pdf.field(text.monthly, monthlyInstalmentText(offer.monthly, offer.currency));
  pdf.field(text.fileAnalysis, money(offer.analizaDosar));
  pdf.field(text.totalPayable, money(offer.totalPayable));
  pdf.paragraph(offer.vatIncluded ? text.vatIncluded : text.vatExcluded, { muted: true });

  pdf.heading(text.scheduleTitle);
  const rows = schedule.rows.map((row) => [
    String(row.month),
    formatAmount(row.instalment),
    formatAmount(row.interest),
    formatAmount(row.principal),
    formatAmount(row.casco),
    formatAmount(row.balance),
  ]);
  pdf.table(columns, rows);
  pdf.gap();
  if (schedule.finalPayment !== null) pdf.field(text.residualPayment, money(schedule.finalPayment));
  const validity = validUntil === null ? '' : `${fill(text.validity, { date: formatDate(validUntil) })} `;
  pdf.paragraph(`${validity}${text.rateTerms}`, { muted: true });

  return pdf.finish((page, pages) => `${car.sku} - ${fill(text.page, { page, pages })}`);
}
