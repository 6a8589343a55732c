/** A labelled native <select> of the filter bar; the empty value means "all". */
import { useId } from 'react';
import { roCatalog } from '../../i18n/ro.ts';

export interface SelectOption {
  readonly value: number;
  readonly label: string;
}

export interface FilterSelectProps {
  label: string;
  value: number | undefined;
  options: readonly SelectOption[];
  onChange: (value: number | undefined) => void;
}

export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) =>
          onChange(event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))
        }
      >
        <option value="">{roCatalog.filterAll}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
