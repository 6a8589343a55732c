/**
 * Where the filter fields sit. From 768 px they are a bar above the list; on a phone they would
 * fill the first screen before any car, so there a 'Filtre' button (with the count of active
 * filters) stands in their place and opens them in a sheet: a modal dialog (focus kept inside,
 * Escape closes, focus goes back to the button). Which of the two shows is CSS's choice
 * (catalog.css), so the pre-built HTML is right at every width before the island hydrates. The sheet's
 * code loads when it is first opened, not with the list. "Sorteaza dupa" stands beside the button
 * (issue 37), so a phone reaches the order before the first car; the button's count includes a
 * monthly budget, which is one of the fields.
 */
import { lazy, Suspense, useState } from 'react';
import { activeFilterCount } from '../../domain/catalog/filter-query.ts';
import { fill, roCatalogList } from '../../i18n/ro.ts';
import { FilterFields, type FilterFieldsProps } from './FilterFields.tsx';
import { SortSelect } from './ListControls.tsx';

const FilterSheet = lazy(() => import('./FilterSheet.tsx'));

export interface FilterPanelProps extends FilterFieldsProps {
  /** How many cars the selection matches, once the live list is known. */
  readonly resultCount: number | null;
}

export function FilterPanel({ resultCount, ...fields }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(fields.selection) + (fields.order.budget === null ? 0 : 1);
  return (
    <>
      <div className="filter-inline">
        <FilterFields {...fields} />
      </div>
      <div className="list-tools">
        <button
          type="button"
          className="button filter-open"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {roCatalogList.filtersButton}
          {count > 0 && ' '}
          {count > 0 && (
            <span className="filter-open__count">{fill(roCatalogList.filtersButtonCount, { count })}</span>
          )}
        </button>
        <SortSelect
          sort={fields.order.sort}
          onChange={(sort) => fields.onOrderChange({ ...fields.order, sort })}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet {...fields} resultCount={resultCount} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
