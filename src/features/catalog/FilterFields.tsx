/**
 * The fields of the filter bar for a given set of options: the four main filters, the toggle for
 * the others and the reset button. The island owns the selection; this part only remembers whether
 * the visitor opened or closed 'Mai multe filtre'. Until they do, the panel is open exactly when a
 * filter in it is set, so a filter that came with the link is shown, not applied out of sight.
 */
import { useId, useState } from 'react';
import { type BandKind, bandLabel } from '../../domain/catalog/bands.ts';
import type { FilterOption, FilterOptions } from '../../domain/catalog/filter-cars.ts';
import {
  type FilterKey,
  type FilterSelection,
  isFilterSet,
  usesMoreFilters,
} from '../../domain/catalog/filter-query.ts';
import type { ListOrder } from '../../domain/catalog/list-order.ts';
import { roCatalog } from '../../i18n/ro.ts';
import { FilterSelect, type SelectOption } from './FilterSelect.tsx';
import { BudgetFields } from './ListControls.tsx';

export interface FilterFieldsProps {
  options: FilterOptions;
  selection: FilterSelection;
  showPrice: boolean;
  onChange: (key: FilterKey, value: number | undefined) => void;
  onReset: () => void;
  /** The order and monthly budget (list-order.ts): the budget and its person are fields here. */
  order: ListOrder;
  eurRonRate: number;
  onOrderChange: (order: ListOrder) => void;
}

const AVAILABILITY_LABELS: Readonly<Record<number, string>> = {
  2: roCatalog.inStock,
  4: roCatalog.reserved,
  5: roCatalog.comingSoon,
};

const named = (options: readonly FilterOption[]): SelectOption[] =>
  options.map((option) => ({ value: option.id, label: option.name }));

export function FilterFields({
  options,
  selection,
  showPrice,
  onChange,
  onReset,
  order,
  eurRonRate,
  onOrderChange,
}: FilterFieldsProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  // The bar and the phone's sheet may both be in the page: each panel has its own id.
  const moreId = useId();
  const expanded = toggled ?? usesMoreFilters(selection);
  const t = roCatalog;
  const field = (key: FilterKey, label: string, choices: readonly SelectOption[]) => (
    <FilterSelect
      label={label}
      value={selection[key]}
      options={choices}
      onChange={(value) => onChange(key, value)}
    />
  );
  const bands = (kind: BandKind): SelectOption[] =>
    options.bands[kind].map((band) => ({ value: band.id, label: bandLabel(kind, band) }));
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{t.filtersLabel}</legend>
      <div className="filter-bar__row">
        {field(
          'availability',
          t.availability,
          options.availability.map((value) => ({
            value,
            label: AVAILABILITY_LABELS[value] ?? String(value),
          })),
        )}
        {field('manufacturer', t.manufacturer, named(options.lookups.manufacturer))}
        {field('model', t.model, named(options.lookups.model))}
        {field('transmission', t.transmission, named(options.lookups.transmission))}
      </div>
      {expanded && (
        <div className="filter-bar__row" id={moreId}>
          {field('location', t.location, named(options.lookups.location))}
          {field('horsepower', t.horsepower, bands('horsepower'))}
          {field('fuel', t.fuel, named(options.lookups.fuel))}
          {field(
            'year',
            t.firstRegistration,
            options.years.map((year) => ({ value: year, label: String(year) })),
          )}
          {field('km', t.mileage, bands('km'))}
          {field('traction', t.traction, named(options.lookups.traction))}
          {field('color', t.color, named(options.lookups.color))}
          {showPrice && field('price', t.price, bands('price'))}
        </div>
      )}
      <BudgetFields order={order} eurRonRate={eurRonRate} onChange={onOrderChange} />
      <div className="filter-bar__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={expanded}
          aria-controls={moreId}
          onClick={() => setToggled(!expanded)}
        >
          {expanded ? t.hideFilters : t.moreFilters}
        </button>
        {(isFilterSet(selection) || order.budget !== null) && (
          <button type="button" className="button button--ghost" onClick={onReset}>
            {t.resetFilters}
          </button>
        )}
      </div>
    </fieldset>
  );
}
