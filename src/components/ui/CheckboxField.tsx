import { type ReactNode, useId } from 'react';
import { FieldError, RequiredMarker } from './FieldFrame.tsx';
import { type BoundField, fieldAria } from './field-types.ts';
import './ui.css';

export interface CheckboxFieldProps {
  /** Ticked means the input is exactly `true`; checkbox schemas may accept wider inputs. */
  readonly field: BoundField<unknown>;
  /** May hold a link (to the data-protection page, the terms). */
  readonly label: ReactNode;
  readonly required?: boolean;
}

/**
 * A checkbox bound to a formisch field. A link inside the label stays its own focusable element,
 * and browsers do not toggle the box when an interactive descendant of the label is clicked.
 */
export function CheckboxField({ field, label, required = false }: CheckboxFieldProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const error = field.errors?.[0];
  return (
    <div className="ui-field">
      <div className="ui-check">
        <input
          {...field.props}
          {...fieldAria(ids, { hint: false, error: Boolean(error) })}
          id={id}
          type="checkbox"
          required={required}
          checked={field.input === true}
        />
        <label htmlFor={id}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
