import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface FileFieldProps {
  readonly field: BoundField<unknown>;
  readonly label: ReactNode;
  /** e.g. "application/pdf,.pdf"; a hint only, the schema decides what is accepted. */
  readonly accept?: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/**
 * A file input bound to a formisch field. File inputs cannot be controlled, so the chosen file
 * stays in the element until the form is reset (which is what keeps it after a failed send).
 */
export function FileField({ field, label, accept, required, hint }: FileFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <input
          {...field.props}
          {...control}
          {...(accept ? { accept } : {})}
          type="file"
          className="ui-field__control"
        />
      )}
    </FieldFrame>
  );
}
