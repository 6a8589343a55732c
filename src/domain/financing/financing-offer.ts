/**
 * The figures of the financing panel, looked up in the car's payment_info tables (spec sections
 * 3, 4 and 9). A cell missing from the tables gives a typed failure, never a number from another
 * cell. Individuals see amounts with VAT and CASCO; companies see them divided by 1.21 (without
 * VAT), CASCO still included and never divided (insurance carries no VAT). Leasing in EUR uses the
 * LF* (variable EUR rate) figures.
 */

import type { FinancingPaymentInfo, MonthlyFigures } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import type { Currency, FinancingType, Person } from '../order/order-terms.ts';
import type { FinancingParams } from './financing-params.ts';
import { includesVat, shownAmount, shownInstalment } from './vat.ts';

type Pair = { readonly RON: number; readonly EUR: number };

interface Cell {
  readonly downpayment: Pair;
  readonly financedValue: Pair;
  readonly residualValue: Pair | null;
  readonly figures: MonthlyFigures;
}

export type Missing = { readonly ok: false; readonly reason: 'missing-combination' };
const MISSING: Missing = { ok: false, reason: 'missing-combination' };

export interface FinancingOffer {
  readonly type: FinancingType;
  readonly person: Person;
  readonly currency: Currency;
  /** False for companies: money amounts are shown without VAT. */
  readonly vatIncluded: boolean;
  /** Monthly instalment in the chosen currency, CASCO included. */
  readonly monthly: number;
  readonly downPayment: number;
  readonly financedValue: number;
  /** Leasing only. */
  readonly residualValue: number | null;
  /** Sum of all instalments as shown (months × monthly). */
  readonly totalVolume: number;
  /** Everything the customer pays: the sum of instalments, down payment, file fee, residual value. */
  readonly totalPayable: number;
  readonly dae: number;
  readonly daeTotal: number;
  /**
   * Monthly CASCO share of the instalment: the premium as paid, for companies too (insurance
   * carries no VAT), so the panel's "CASCO lunar" equals the schedule's CASCO column.
   */
  readonly casco: number;
  /** The file-analysis fee in the offer's currency (fileFeeWithVat), shown like other amounts. */
  readonly analizaDosar: number;
  /** Yearly nominal interest, percent. */
  readonly interestRate: number;
}

export type FinancingOfferResult = { readonly ok: true; readonly offer: FinancingOffer } | Missing;

function findCell(info: FinancingPaymentInfo, params: FinancingParams): Cell | null {
  const months = String(params.months);
  const upFront = String(params.upFront);
  if (params.type === 'credit') {
    const entry = info.credit[upFront];
    const figures = entry?.monthlyPayment[months];
    return entry && figures ? { ...entry, residualValue: null, figures } : null;
  }
  if (params.type !== 'leasing') return null;
  const table = params.person === 1 ? info.leasing_fizica : info.leasing_juridica;
  const entry = table[upFront];
  const residual = entry?.residualRate[String(params.residual)];
  const figures = residual?.monthlyPayment[months];
  return entry && residual && figures ? { ...entry, residualValue: residual.residualValue, figures } : null;
}

function usesLfEuro(params: FinancingParams): boolean {
  return params.type === 'leasing' && params.currency === 2;
}

/**
 * The file-analysis fee in the offer's currency, with VAT: the one place that decides it. The
 * tables state it in EUR (analiza_dosar; analiza_dosar_LFEURO for EUR leasing at the variable
 * rate); a RON offer pays it converted at the tables' exchangeRate, the rate their DAE and totals
 * were computed at. Printing the EUR figure with "RON" made a document's lines not add up.
 * @example fileFeeWithVat(info, ronCredit) // 775 for analiza_dosar 155 (EUR) at exchangeRate 5
 */
export function fileFeeWithVat(info: FinancingPaymentInfo, params: FinancingParams): number {
  if (usesLfEuro(params)) return info.analiza_dosar_LFEURO;
  return params.currency === 2 ? info.analiza_dosar : roundMoney(info.analiza_dosar * info.exchangeRate);
}

/**
 * The panel's figures for the chosen parameters, rounded to cents. The totals are the sums of the
 * figures shown (every instalment, down payment, fee and residual value as printed), so the panel,
 * the representative example, the SECCI and the schedule add up to the cent.
 */
export function computeFinancingOffer(
  info: FinancingPaymentInfo,
  params: FinancingParams,
): FinancingOfferResult {
  const cell = findCell(info, params);
  if (!cell || (params.type !== 'credit' && params.type !== 'leasing')) return MISSING;
  const { figures } = cell;
  const eur = params.currency === 2;
  const pick = (pair: Pair) => (eur ? pair.EUR : pair.RON);
  const net = (value: number) => shownAmount(value, params.person);

  let monthlyWithVat: number;
  let dae: number;
  let daeTotal: number;
  let interestRate: number;
  if (usesLfEuro(params)) {
    if (
      figures.LFEURO === undefined ||
      figures.DAE_LFEURO === undefined ||
      figures.DAE_Total_LFEURO === undefined
    ) {
      return MISSING;
    }
    monthlyWithVat = figures.LFEURO;
    dae = figures.DAE_LFEURO;
    daeTotal = figures.DAE_Total_LFEURO;
    interestRate = info.interestRate_LFEURO;
  } else {
    monthlyWithVat = pick(figures);
    dae = figures.DAE;
    daeTotal = figures.DAE_Total;
    interestRate = info.interestRate;
  }
  // Insurance carries no VAT: a company's CASCO is the premium itself, never divided by 1.21.
  const casco = eur ? figures.cascoInsurance : figures.cascoInsuranceRon;
  const monthly = shownInstalment(monthlyWithVat, casco, params.person);
  const downPayment = net(pick(cell.downpayment));
  const residualValue = cell.residualValue ? net(pick(cell.residualValue)) : null;
  const analizaDosar = net(fileFeeWithVat(info, params));
  const totalVolume = roundMoney(monthly * params.months);

  return {
    ok: true,
    offer: {
      type: params.type,
      person: params.person,
      currency: params.currency,
      vatIncluded: includesVat(params.person),
      monthly,
      downPayment,
      financedValue: net(pick(cell.financedValue)),
      residualValue,
      totalVolume,
      totalPayable: roundMoney(totalVolume + downPayment + analizaDosar + (residualValue ?? 0)),
      dae,
      daeTotal,
      casco,
      analizaDosar,
      interestRate,
    },
  };
}

/**
 * The instalment without the bundled CASCO premium (both as shown, so to the cent): the panel's
 * row and the representative example / SECCI (CCD II: the customer may bring their own policy).
 */
export function instalmentWithoutCasco(offer: Pick<FinancingOffer, 'monthly' | 'casco'>): number {
  return roundMoney(offer.monthly - offer.casco);
}

/** The `financialPackagePrice` store value: the monthly instalment in each currency as shown. */
export interface FinancialPackagePrice {
  readonly euro: number;
  readonly ron: number;
  /** Leasing EUR at the variable rate; null where the table has none (credit). */
  readonly lfeuro: number | null;
}

export function financialPackagePrice(
  info: FinancingPaymentInfo,
  params: FinancingParams,
): { readonly ok: true; readonly price: FinancialPackagePrice } | Missing {
  const cell = findCell(info, params);
  if (!cell) return MISSING;
  const { EUR, RON, LFEURO, cascoInsurance, cascoInsuranceRon } = cell.figures;
  const shown = (withVat: number, casco: number) => shownInstalment(withVat, casco, params.person);
  return {
    ok: true,
    price: {
      euro: shown(EUR, cascoInsurance),
      ron: shown(RON, cascoInsuranceRon),
      lfeuro: LFEURO === undefined ? null : shown(LFEURO, cascoInsurance),
    },
  };
}
