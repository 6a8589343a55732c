import { useId } from 'react';

export interface RangeFieldProps {
  readonly label: string;
  /** The track's bounds and step: the panels pass their slider models straight in. */
  readonly slider: { readonly min: number; readonly max: number; readonly step: number };
  /** Slider position (not necessarily the value it stands for: leasing 10 reads 15). */
  readonly position: number;
  /** Visible text and aria-valuetext for a position. */
  readonly valueText: (position: number) => string;
  /** Short labels under the track, one per step. */
  readonly marks: readonly { readonly position: number; readonly label: string }[];
  readonly onChange: (position: number) => void;
}

/**
 * A native range input with its value shown and announced as text, so arrow keys, Home/End and
 * screen readers work without any custom key handling.
 */
export function RangeField({ label, slider, position, valueText, marks, onChange }: RangeFieldProps) {
  const id = useId();
  const text = valueText(position);
  return (
    <div className="offer-range">
      <div className="offer-range__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="offer-range__value">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={position}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <div className="offer-range__marks" aria-hidden="true">
        {marks.map((mark) => (
          <span key={mark.position}>{mark.label}</span>
        ))}
      </div>
    </div>
  );
}
