import type { FocusEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface TextFieldProps {
  readonly field: BoundField<string | number | undefined>;
  readonly label: ReactNode;
  readonly type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'number' | 'date' | 'url'>;
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

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>;

/** A plain native date input (yyyy-MM-dd value); no picker library. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
