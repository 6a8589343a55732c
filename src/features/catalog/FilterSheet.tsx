/**
 * The phone's filter sheet (FilterPanel opens it): the same fields as the bar in the shared modal
 * dialog, which keeps focus inside, closes on Escape or its × and gives focus back to the 'Filtre'
 * button. Each choice applies at once, as in the bar; the button at the bottom closes the sheet on
 * the results and says how many there are.
 */
import { Modal } from '../../components/ui/Modal.tsx';
import { countOf } from '../../domain/format.ts';
import { roCatalog, roCatalogList } from '../../i18n/ro.ts';
import { FilterFields, type FilterFieldsProps } from './FilterFields.tsx';

export interface FilterSheetProps extends FilterFieldsProps {
  readonly resultCount: number | null;
  readonly onClose: () => void;
}

export default function FilterSheet({ resultCount, onClose, ...fields }: FilterSheetProps) {
  return (
    <Modal open title={roCatalog.filtersLabel} onClose={onClose} className="filter-sheet">
      <FilterFields {...fields} />
      <button type="button" className="button filter-sheet__done" onClick={onClose}>
        {resultCount === null ? roCatalogList.showNoResults : countOf(resultCount, roCatalogList.showResults)}
      </button>
    </Modal>
  );
}
