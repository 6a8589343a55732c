import type { FocusEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface TextFieldProps {
  readonly field: BoundField<string | number | undefined>;
  readonly label: ReactNode;
  readonly type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'number' | 'url'>;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  readonly placeholder?: string;
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
  /** Runs after formisch's own blur handling, e.g. to normalise what was typed. */
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** A single-line input bound to a formisch field. */
export function TextField({ field, label, type = 'text', required, hint, onBlur, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <input
          {...field.props}
          {...control}
          {...input}
          type={type}
          className="ui-field__control"
          value={field.input ?? ''}
          onBlur={(event) => {
            field.props.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    </FieldFrame>
  );
}

// The forms import every text-like field from here; the date one is the shop's calendar field.
export { DateField, type DateFieldProps } from './DateField.tsx';
