/**
 * The contract shown on the signing page: a real PDF (documents/pdf-writer.ts) with the parties, the car and the
 * order's figures, among them what the order's promotions give (the first month's price, the free
 * delivery). A standard font keeps the file small and needs ASCII text, so names typed with
 * Romanian diacritics are folded to plain letters (s-comma to s, a-breve to a, ...).
 */

import { firstMonthPrice, freeDelivery } from '../../src/domain/catalog/promotions.ts';
import type { Promotion } from '../../src/domain/cms-schemas.ts';
import { formatAmount, formatDate, formatNumber, monthsCount } from '../../src/domain/format.ts';
import type { OrderType } from '../../src/domain/order/order-terms.ts';
import { fill } from '../../src/i18n/ro.ts';
import { createPdfWriter } from '../documents/pdf-writer.ts';
import { type Amount, orderFee, orderRate } from '../orders/fees.ts';
import type { OrderFigures } from '../orders/instalment.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { OrderWithCar } from '../orders/order-repository.ts';
import { monthlyCommitment } from '../orders/terms.ts';
import { contractText as t } from './text.ts';

export interface ContractData {
  orderCode: string;
  /** yyyy-MM-dd */
  date: string;
  productType: OrderType;
  customer: { name: string; email: string; phone: string; address: string };
  company: { name: string; cui: string; regNumber: string } | null;
  car: { productName: string; sku: string };
  months: number;
  downpaymentPercent: number;
  /** Credit and leasing figures from the car's table (orders/instalment.ts). */
  figures: OrderFigures | null;
  subscription: { monthlyPriceEur: number; monthlyKm: number | null; pickupDate: string | null } | null;
  fee: Amount;
  /** The promotions the order was placed with: part of its terms. */
  promotions: readonly Promotion[];
}

export function contractDataFromOrder(
  order: OrderRecord,
  car: ContractData['car'],
  extra: Pick<ContractData, 'figures' | 'subscription' | 'fee' | 'date'>,
): ContractData {
  const c = order.contact;
  return {
    ...extra,
    orderCode: order.uuid,
    productType: order.productType,
    customer: {
      name: `${c.prenume} ${c.nume}`,
      email: c.email,
      phone: c.telefon,
      address: `${c.strada}, ${c.localitate}, jud. ${c.judet}, ${c.cod_postal}`,
    },
    company:
      order.person === 2 && c.nume_companie && c.cui
        ? { name: c.nume_companie, cui: c.cui, regNumber: c.nr_recom ?? '-' }
        : null,
    car,
    months: order.months,
    downpaymentPercent: order.downpayment,
    promotions: order.promotions,
  };
}

/** The contract's name as the signing page serves it and the payment e-mail attaches it. */
export const contractFileName = (orderUuid: string): string => `contract-${orderUuid}.pdf`;

/**
 * The order's contract as signed: its figures from the car's tables for the order's terms, the fee
 * at `eurRonRate`, dated `date` (yyyy-MM-dd). The signing page and the payment e-mail share it, so
 * the file mailed is the one the customer signed.
 */
export function generateOrderContractPdf(
  { order, car }: OrderWithCar,
  eurRonRate: number,
  date: string,
): Promise<Uint8Array> {
  const commitment = monthlyCommitment(car.paymentInfo, order, orderRate(order, eurRonRate));
  const data = contractDataFromOrder(
    order,
    { productName: car.productName, sku: car.sku },
    {
      figures: commitment?.figures ?? null,
      subscription:
        commitment?.subscriptionPriceEur != null
          ? {
              monthlyPriceEur: commitment.subscriptionPriceEur,
              monthlyKm: order.monthlyKmIncluded,
              pickupDate: order.dataPreluare,
            }
          : null,
      fee: orderFee(order, eurRonRate),
      date,
    },
  );
  return generateContractPdf(data);
}

/** Folds diacritics and drops anything a WinAnsi standard font cannot draw. */
export function toPdfAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function contractLines(data: ContractData): { text: string; bold?: boolean }[] {
  const lines: { text: string; bold?: boolean }[] = [
    { text: fill(t.title, { product: t.products[data.productType] }), bold: true },
    { text: fill(t.number, { code: data.orderCode, date: formatDate(data.date) }) },
    { text: '' },
    { text: t.provider, bold: true },
    { text: t.providers[data.productType] },
    { text: t.customer, bold: true },
  ];
  if (data.company) {
    lines.push({
      text: fill(t.company, { name: data.company.name, cui: data.company.cui, reg: data.company.regNumber }),
    });
    lines.push({ text: fill(t.representedBy, { name: data.customer.name }) });
  } else {
    lines.push({ text: data.customer.name });
  }
  lines.push(
    { text: fill(t.address, { address: data.customer.address }) },
    { text: fill(t.contact, { phone: data.customer.phone, email: data.customer.email }) },
    { text: '' },
    { text: t.carSection, bold: true },
    { text: fill(t.carLine, { car: data.car.productName, sku: data.car.sku }) },
    { text: '' },
    { text: t.figuresSection, bold: true },
    { text: fill(t.months, { months: monthsCount(data.months) }) },
  );
  const f = data.figures;
  if (f) {
    lines.push(
      {
        text: fill(t.downpayment, {
          percent: data.downpaymentPercent,
          amount: formatAmount(f.downpayment),
          currency: f.currency,
        }),
      },
      { text: fill(t.financed, { amount: formatAmount(f.financedValue), currency: f.currency }) },
      { text: fill(t.instalment, { amount: formatAmount(f.instalment), currency: f.currency }) },
    );
    if (f.residualValue !== null) {
      lines.push({ text: fill(t.residual, { amount: formatAmount(f.residualValue), currency: f.currency }) });
    }
  }
  const s = data.subscription;
  if (s) {
    lines.push({ text: fill(t.subscriptionPrice, { amount: formatAmount(s.monthlyPriceEur) }) });
    const first = firstMonthPrice(s.monthlyPriceEur, data.promotions);
    if (first) {
      lines.push({
        text: fill(t.firstMonth, {
          amount: formatAmount(first.price),
          percent: first.percent,
          discount: formatAmount(first.discount),
        }),
      });
    }
    if (s.monthlyKm !== null) lines.push({ text: fill(t.km, { km: formatNumber(s.monthlyKm) }) });
    if (s.pickupDate !== null) lines.push({ text: fill(t.pickup, { date: formatDate(s.pickupDate) }) });
  }
  const free = freeDelivery(data.promotions);
  if (free) lines.push({ text: fill(t.freeDelivery, { promotion: free.name }) });
  const feeTemplate = data.productType === 'carSubscription' ? t.feeGuarantee : t.feeReservation;
  lines.push(
    { text: '' },
    { text: t.feeSection, bold: true },
    { text: fill(feeTemplate, { eur: formatAmount(data.fee.eur), ron: formatAmount(data.fee.ron) }) },
    { text: '' },
    { text: t.closing },
    { text: '' },
    { text: t.signatures },
  );
  return lines.map((line) => ({ ...line, text: toPdfAscii(line.text) }));
}

/** The contract on the shop's PDF writer: its bold lines as headings, an empty line as a gap. */
export async function generateContractPdf(data: ContractData): Promise<Uint8Array> {
  const title = toPdfAscii(fill(t.title, { product: t.products[data.productType] }));
  const pdf = await createPdfWriter({
    title,
    author: toPdfAscii(t.providers[data.productType]),
    createdAt: new Date(`${data.date}T00:00:00Z`),
  });
  for (const line of contractLines(data)) {
    if (line.text === '') pdf.gap();
    else if (line.bold) pdf.heading(line.text);
    else pdf.paragraph(line.text);
  }
  return pdf.finish();
}
