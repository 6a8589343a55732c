/**
 * "Cat ma costa in total" (issue 37): the car's total cost by each product it is offered with,
 * for a period and a yearly mileage the shopper picks. Rendered on the server with the default
 * terms; hydrated by `client:interaction` at the first touch of its controls, so the car page
 * ships none of its code before then. The financing tables are the page's data block (the one
 * the financing panel reads), never a second copy.
 */
import { useId, useMemo, useState } from 'react';
import type { FigureTexts } from '../../domain/business-figures.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { unpackFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import {
  DEFAULT_TOTAL_COST_TERMS,
  isTotalCostMonths,
  isTotalCostYearlyKm,
  offeredProducts,
  TOTAL_COST_MONTHS,
  TOTAL_COST_YEARLY_KM,
  type TotalCostColumn,
  type TotalCostFigures,
  type TotalCostTerms,
  totalCost,
} from '../../domain/financing/total-cost.ts';
import {
  cellText,
  kmText,
  leiText,
  lineLabel,
  lineNote,
  missingText,
  productLabel,
  rowsOf,
  summaryText,
  valueAtEndNote,
} from '../../domain/financing/total-cost-text.ts';
import { monthsCount } from '../../domain/format.ts';
import { roTotalCost as m } from '../../i18n/ro/total-cost.ts';
import { fill } from '../../i18n/ro.ts';
import { islandData } from '../../lib/html/island-data.ts';

export interface TotalCostTableProps {
  /** Id of the page's data block holding packFinancingInfo of the car's payment_info. */
  readonly tablesId: string;
  readonly price: Pick<CarDetail, 'initial_price' | 'reduced_price'>;
  readonly figures: TotalCostFigures;
  /** figureTexts of the settings, made on the server (so the island ships no settings code). */
  readonly texts: FigureTexts;
}

function Amount({
  column,
  total,
  terms,
}: {
  column: TotalCostColumn;
  total: number | null;
  terms: TotalCostTerms;
}) {
  return <td>{total === null ? missingText(column, terms) : <strong>{leiText(total)}</strong>}</td>;
}

export function TotalCostTable({ tablesId, price, figures, texts }: TotalCostTableProps) {
  const notes = { figures, texts };
  const id = useId();
  const [terms, setTerms] = useState<TotalCostTerms>(DEFAULT_TOTAL_COST_TERMS);
  const car = useMemo(
    () => ({ ...price, payment_info: unpackFinancingInfo(islandData(tablesId)) }),
    [tablesId, price],
  );
  const products = offeredProducts(car.payment_info);
  const columns = totalCost(car, terms, figures).filter((column) => products.includes(column.product));
  const rows = rowsOf(columns);
  const values = { months: monthsCount(terms.months), km: kmText(terms.yearlyKm) };
  const figure = (pick: (column: TotalCostColumn & { offered: true }) => number) =>
    columns.map((column) => (
      <Amount
        key={column.product}
        column={column}
        total={column.offered ? pick(column) : null}
        terms={terms}
      />
    ));

  return (
    <section className="total-cost" aria-labelledby={`${id}-titlu`}>
      <h2 id={`${id}-titlu`}>{m.heading}</h2>
      <p>{m.intro}</p>
      <div className="total-cost__controls">
        <label>
          <span>{m.periodLabel}</span>
          <select
            name="luni"
            value={terms.months}
            onChange={(event) => {
              const months = Number(event.currentTarget.value);
              if (isTotalCostMonths(months)) setTerms({ ...terms, months });
            }}
          >
            {TOTAL_COST_MONTHS.map((months) => (
              <option key={months} value={months}>
                {fill(m.monthsOption, { months: monthsCount(months) })}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{m.mileageLabel}</span>
          <select
            name="km"
            value={terms.yearlyKm}
            onChange={(event) => {
              const yearlyKm = Number(event.currentTarget.value);
              if (isTotalCostYearlyKm(yearlyKm)) setTerms({ ...terms, yearlyKm });
            }}
          >
            {TOTAL_COST_YEARLY_KM.map((km) => (
              <option key={km} value={km}>
                {fill(m.kmOption, { km: kmText(km) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="total-cost__summary" role="status">
        {summaryText(columns, terms)}
      </p>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="total-cost__scroll" aria-labelledby={`${id}-tabel`} tabIndex={0}>
        <table>
          <caption id={`${id}-tabel`}>{fill(m.tableCaption, values)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.costColumn}</th>
              {columns.map((column) => (
                <th key={column.product} scope="col">
                  {productLabel(column.product)}
                </th>
              ))}
              <th scope="col">{m.assumptionColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((key) => (
              <tr key={key}>
                <th scope="row">{lineLabel(key)}</th>
                {columns.map((column) => {
                  const cell = cellText(column, key);
                  return (
                    <td key={column.product}>
                      {cell.amount}
                      {cell.detail && <small>{cell.detail}</small>}
                    </td>
                  );
                })}
                <td className="total-cost__note">{lineNote(key, columns, notes)}</td>
              </tr>
            ))}
            <tr className="total-cost__total">
              <th scope="row">{m.totalPaid}</th>
              {figure((column) => column.totalPaid)}
              <td />
            </tr>
            <tr>
              <th scope="row">{m.valueAtEnd}</th>
              {figure((column) => column.valueAtEnd)}
              <td className="total-cost__note">{valueAtEndNote(car, terms, notes)}</td>
            </tr>
            <tr className="total-cost__total">
              <th scope="row">{m.netCost}</th>
              {figure((column) => column.netCost)}
              <td />
            </tr>
          </tbody>
        </table>
      </section>
      <p className="total-cost__note">{m.notIncluded}</p>
    </section>
  );
}
