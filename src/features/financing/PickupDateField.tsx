/**
 * The pickup date field of the subscription panel: a day typed as dd.mm.yyyy or picked in a
 * calendar, kept only inside the pickup window (a weekend or holiday moves to the next working
 * day; anything else shows the date error next to the field). The calendar (flatpickr) is loaded
 * only when the visitor reaches for the field, keeping it out of the car page's initial JS.
 */
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { normalizePickupDate, type PickupWindow } from '../../domain/catalog/pickup-date.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { parseDayInput } from '../../domain/day-input.ts';
import { formatDate } from '../../domain/format.ts';
import { roFinancing, roValidation } from '../../i18n/ro.ts';
import type { PickupPicker } from './pickup-date-picker.ts';

export interface PickupDateFieldHandle {
  /** Focuses the field and opens the calendar: the visitor reserved without a date. */
  readonly ask: () => void;
}

export interface PickupDateFieldProps {
  readonly window: PickupWindow;
  /** The day kept, or null when the field is emptied; a refused day keeps the last one. */
  readonly onChange: (day: IsoDate | null) => void;
  readonly ref?: Ref<PickupDateFieldHandle>;
}

const text = roFinancing;

export function PickupDateField({ window, onChange, ref }: PickupDateFieldProps) {
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<Promise<PickupPicker> | null>(null);
  const fieldId = useId();

  /** Keeps a picked or typed day when the window allows it (weekends move to Monday). */
  const accept = (day: IsoDate | null) => {
    const kept = day === null ? null : normalizePickupDate(day, window);
    setInvalid(kept === null);
    if (kept === null) return;
    onChange(kept);
    setTyped(formatDate(kept));
  };
  // The calendar is attached once and calls back later: it must reach the latest render's window.
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  const openPicker = () => {
    const input = inputRef.current;
    if (!input) return;
    pickerRef.current ??= import('./pickup-date-picker.ts').then(({ attachPickupPicker }) =>
      attachPickupPicker(input, {
        window,
        placeholder: text.pickupPlaceholder,
        onPick: (day) => acceptRef.current(day),
      }),
    );
    void pickerRef.current.then((picker) => picker.open());
  };
  useEffect(() => () => void pickerRef.current?.then((picker) => picker.destroy()), []);

  useImperativeHandle(ref, () => ({
    ask: () => {
      inputRef.current?.focus();
      openPicker();
    },
  }));

  const onBlur = () => {
    if (typed.trim() === '') {
      onChange(null);
      setInvalid(false);
    } else accept(parseDayInput(typed));
  };

  return (
    <div className="offer-pickup">
      <label htmlFor={fieldId}>{text.pickupDate}</label>
      <input
        ref={inputRef}
        id={fieldId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={text.pickupPlaceholder}
        value={typed}
        aria-invalid={invalid}
        aria-describedby={`${fieldId}-help${invalid ? ` ${fieldId}-error` : ''}`}
        onFocus={openPicker}
        onClick={openPicker}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id={`${fieldId}-help`} className="offer-pickup__help">
        {text.pickupHelp}
      </p>
      {invalid ? (
        <p id={`${fieldId}-error`} className="offer-pickup__error" role="alert">
          {roValidation.dateInputInvalid}
        </p>
      ) : null}
    </div>
  );
}
