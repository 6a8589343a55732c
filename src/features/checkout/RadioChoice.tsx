import { useId } from 'react';
import type { BoundField } from '../../components/ui/field-types.ts';
import './checkout.css';

export interface RadioChoiceProps {
  readonly field: BoundField<string | undefined>;
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A radio group bound to a formisch field: one fieldset, native arrow-key navigation. */
export function RadioChoice({ field, legend, options }: RadioChoiceProps) {
  const id = useId();
  return (
    <fieldset className="checkout-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} htmlFor={`${id}-${option.value}`}>
          <input
            {...field.props}
            id={`${id}-${option.value}`}
            type="radio"
            value={option.value}
            checked={field.input === option.value}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
