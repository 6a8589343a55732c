import { useId } from 'react';

export interface Choice<T extends string | number> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface ChoiceGroupProps<T extends string | number> {
  readonly legend: string;
  readonly value: T;
  readonly choices: readonly Choice<T>[];
  readonly onChange: (value: T) => void;
}

/** A radio group drawn as a segmented control: native radios keep arrow-key selection and names. */
export function ChoiceGroup<T extends string | number>({
  legend,
  value,
  choices,
  onChange,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="offer-choices">
      <legend>{legend}</legend>
      <div className="offer-choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="offer-choices__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              disabled={choice.disabled === true}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
