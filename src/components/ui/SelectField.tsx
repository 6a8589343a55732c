import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly field: BoundField<string | number | undefined>;
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** Text of the empty first option; the field starts unselected so "required" can fail. */
  readonly placeholder: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/** A native select bound to a formisch field, starting on an empty placeholder option. */
export function SelectField({ field, label, options, placeholder, required, hint }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <select
          {...field.props}
          {...control}
          className="ui-field__control"
          value={field.input === undefined ? '' : String(field.input)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
