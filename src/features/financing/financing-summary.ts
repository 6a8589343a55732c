/**
 * The Financing summary of spec section 3, kept for the order: the table figures of the chosen
 * cell with VAT (the order records what the customer owes, not the company display price).
 */

import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import type { Missing } from '../../domain/financing/financing-offer.ts';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import type { Currency, Person } from '../../domain/order/order-terms.ts';

export interface FinancingSummary {
  readonly type: 'credit' | 'leasing';
  readonly person: Person;
  readonly currency: Currency;
  /** Residual percent; 0 for credit. */
  readonly residual: number;
  readonly analiza_dosar: number;
  readonly interest_rate: number;
  readonly period: number;
  readonly downpayment_euro: number;
  readonly downpayment_ron: number;
  readonly financed_value_euro: number;
  readonly financed_value_ron: number;
  readonly total_volume_euro: number;
  readonly total_volume_ron: number;
  readonly dae: number;
  readonly dae_total: number;
  readonly casco_insurance_ron: number;
  readonly casco_insurance_eur: number;
  /** Leasing only (EUR at the variable rate). */
  readonly interest_rate_lf_euro?: number;
  readonly total_volume_lf_euro?: number;
  readonly dae_lf_euro?: number;
  readonly dae_lf_total_euro?: number;
  readonly analiza_dosar_lf_euro?: number;
}

export function buildFinancingSummary(
  info: FinancingPaymentInfo,
  params: FinancingParams,
): { readonly ok: true; readonly summary: FinancingSummary } | Missing {
  const missing: Missing = { ok: false, reason: 'missing-combination' };
  if (params.type === 'carSubscription') return missing;
  const leasing = params.type === 'leasing';
  const upFront = String(params.upFront);
  const months = String(params.months);
  const leasingEntry = leasing
    ? (params.person === 1 ? info.leasing_fizica : info.leasing_juridica)[upFront]
    : undefined;
  const entry = leasing ? leasingEntry : info.credit[upFront];
  const monthly = leasing
    ? leasingEntry?.residualRate[String(params.residual)]?.monthlyPayment
    : entry?.monthlyPayment;
  const figures = monthly?.[months];
  if (!entry || !figures) return missing;

  const base: FinancingSummary = {
    type: params.type,
    person: params.person,
    currency: params.currency,
    residual: leasing ? params.residual : 0,
    analiza_dosar: info.analiza_dosar,
    interest_rate: info.interestRate,
    period: params.months,
    downpayment_euro: entry.downpayment.EUR,
    downpayment_ron: entry.downpayment.RON,
    financed_value_euro: entry.financedValue.EUR,
    financed_value_ron: entry.financedValue.RON,
    total_volume_euro: figures.totalVolumeEUR,
    total_volume_ron: figures.totalVolumeRON,
    dae: figures.DAE,
    dae_total: figures.DAE_Total,
    casco_insurance_ron: figures.cascoInsuranceRon,
    casco_insurance_eur: figures.cascoInsurance,
  };
  if (!leasing) return { ok: true, summary: base };
  return {
    ok: true,
    summary: {
      ...base,
      interest_rate_lf_euro: info.interestRate_LFEURO,
      analiza_dosar_lf_euro: info.analiza_dosar_LFEURO,
      ...(figures.totalVolumeLFEURO === undefined ? {} : { total_volume_lf_euro: figures.totalVolumeLFEURO }),
      ...(figures.DAE_LFEURO === undefined ? {} : { dae_lf_euro: figures.DAE_LFEURO }),
      ...(figures.DAE_Total_LFEURO === undefined ? {} : { dae_lf_total_euro: figures.DAE_Total_LFEURO }),
    },
  };
}
