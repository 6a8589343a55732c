import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface TextAreaProps {
  readonly field: BoundField<string | undefined>;
  readonly label: ReactNode;
  readonly rows?: number;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/** A multi-line text box bound to a formisch field. */
export function TextArea({ field, label, rows = 3, required, hint }: TextAreaProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <textarea
          {...field.props}
          {...control}
          rows={rows}
          className="ui-field__control"
          value={field.input ?? ''}
        />
      )}
    </FieldFrame>
  );
}
