/**
 * Label, required marker, hint and error text around one control. The control itself is given
 * the ids and ARIA attributes through a render prop, so every field type shares one layout and
 * the error always sits next to its control and is announced through aria-describedby.
 */
import { type ReactNode, useId } from 'react';
import { roCommon } from '../../i18n/ro.ts';
import { type FieldAria, fieldAria } from './field-types.ts';
import './ui.css';

export type FieldControlProps = { readonly id: string; readonly required: boolean } & FieldAria;

export interface FieldFrameProps {
  readonly label: ReactNode;
  readonly required?: boolean | undefined;
  readonly hint?: ReactNode | undefined;
  readonly error: string | null | undefined;
  readonly children: (control: FieldControlProps) => ReactNode;
}

export function FieldFrame({ label, required = false, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const aria = fieldAria(ids, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? (
        <p id={ids.hint} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, required, ...aria })}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

/** The error text next to a control, under the id its aria-describedby names; nothing without an error. */
export function FieldError({
  id,
  error,
}: {
  readonly id: string;
  readonly error: string | null | undefined;
}) {
  return error ? (
    <p id={id} className="ui-field__error">
      {error}
    </p>
  ) : null;
}

/** A visual asterisk; screen readers get "required" from the control's native required attribute. */
export function RequiredMarker() {
  return (
    <span className="ui-field__required" aria-hidden="true" title={roCommon.required}>
      {' *'}
    </span>
  );
}
