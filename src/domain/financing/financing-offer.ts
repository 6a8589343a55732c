/**
 * The figures of the financing panel, looked up in the car's payment_info tables (spec sections
 * 3, 4 and 9). A cell missing from the tables gives a typed failure, never a number from another
 * cell. Individuals see amounts with VAT and CASCO; companies see them divided by 1.21 (without
 * VAT), CASCO still included. Leasing in EUR uses the LF* (variable EUR rate) figures.
 */

import type { FinancingPaymentInfo, MonthlyFigures } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import type { Currency, FinancingType, Person } from '../order/order-terms.ts';
import type { FinancingParams } from './financing-params.ts';
import { includesVat, shownAmount } from './vat.ts';

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
  /** Sum of all instalments. */
  readonly totalVolume: number;
  /** Everything the customer pays: instalments, down payment, file fee, residual value. */
  readonly totalPayable: number;
  readonly dae: number;
  readonly daeTotal: number;
  /**
   * Monthly CASCO share of the instalment, shown like every other amount (companies: ÷1.21), so the
   * panel's "CASCO lunar" equals the schedule's CASCO column.
   */
  readonly casco: number;
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

/** The panel's figures for the chosen parameters, rounded to cents. */
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

  let monthly: number;
  let totalVolume: number;
  let dae: number;
  let daeTotal: number;
  let analizaDosar: number;
  let interestRate: number;
  if (usesLfEuro(params)) {
    if (
      figures.LFEURO === undefined ||
      figures.totalVolumeLFEURO === undefined ||
      figures.DAE_LFEURO === undefined ||
      figures.DAE_Total_LFEURO === undefined
    ) {
      return MISSING;
    }
    monthly = figures.LFEURO;
    totalVolume = figures.totalVolumeLFEURO;
    dae = figures.DAE_LFEURO;
    daeTotal = figures.DAE_Total_LFEURO;
    analizaDosar = info.analiza_dosar_LFEURO;
    interestRate = info.interestRate_LFEURO;
  } else {
    monthly = pick(figures);
    totalVolume = eur ? figures.totalVolumeEUR : figures.totalVolumeRON;
    dae = figures.DAE;
    daeTotal = figures.DAE_Total;
    analizaDosar = info.analiza_dosar;
    interestRate = info.interestRate;
  }
  const residualValue = cell.residualValue ? pick(cell.residualValue) : null;
  const totalPayable = usesLfEuro(params)
    ? totalVolume + cell.downpayment.EUR + analizaDosar + (residualValue ?? 0)
    : eur
      ? figures.totalCreditValueEUR
      : figures.totalCreditValueRON;

  return {
    ok: true,
    offer: {
      type: params.type,
      person: params.person,
      currency: params.currency,
      vatIncluded: includesVat(params.person),
      monthly: net(monthly),
      downPayment: net(pick(cell.downpayment)),
      financedValue: net(pick(cell.financedValue)),
      residualValue: residualValue === null ? null : net(residualValue),
      totalVolume: net(totalVolume),
      totalPayable: net(totalPayable),
      dae,
      daeTotal,
      casco: net(eur ? figures.cascoInsurance : figures.cascoInsuranceRon),
      analizaDosar: net(analizaDosar),
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
  const net = (value: number) => shownAmount(value, params.person);
  const { EUR, RON, LFEURO } = cell.figures;
  return {
    ok: true,
    price: { euro: net(EUR), ron: net(RON), lfeuro: LFEURO === undefined ? null : net(LFEURO) },
  };
}
