/**
 * A date bound to a formisch field, in the shop's Romanian calendar (calendar.ts, the one the
 * subscription's pickup date uses), never the browser's own date input: day.month.year typed or
 * picked, the same on every browser. The form keeps yyyy-MM-dd; a text that is no date goes to the
 * form as typed, so the schema's isoDate rule reports it next to the field in Romanian
 * (roValidation.dateInputInvalid). The calendar loads at the first focus or click on the field.
 */
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import type { IsoDate } from '../../domain/dates.ts';
import { parseDayInput } from '../../domain/day-input.ts';
import { formatDate } from '../../domain/format.ts';
import { roCommon } from '../../i18n/ro.ts';
import type { Calendar } from './calendar.ts';
import { FieldFrame } from './FieldFrame.tsx';
import type { BoundField } from './field-types.ts';

export interface DateFieldProps {
  /** A formisch field store of a text path: its `onChange` sets the input the form validates. */
  readonly field: BoundField<string | number | undefined> & { readonly onChange: (value: string) => void };
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly autoComplete?: string;
  /** The first and last day the calendar offers (yyyy-MM-dd); the schema enforces them too. */
  readonly min?: IsoDate;
  readonly max?: IsoDate;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** What the field shows for the form's input: a date as day.month.year, any other text as it is. */
function shown(input: string | number | undefined): string {
  const text = input === undefined ? '' : String(input);
  const day = parseDayInput(text);
  return day ? formatDate(day) : text;
}

export function DateField({ field, label, required, hint, autoComplete, min, max, onBlur }: DateFieldProps) {
  const { onChange: _elementChange, ...elementProps } = field.props;
  const [typed, setTypedState] = useState(() => shown(field.input));
  // The calendar reads the text between renders (to put back what it emptied): kept current here.
  const typedRef = useRef(typed);
  const setTyped = (text: string) => {
    typedRef.current = text;
    setTypedState(text);
  };
  const sent = useRef(field.input);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const calendarSlot = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Promise<Calendar> | null>(null);

  // The form changed the input itself (reset after sending, a restored draft): show that.
  useEffect(() => {
    if (field.input === sent.current) return;
    sent.current = field.input;
    typedRef.current = shown(field.input);
    setTypedState(typedRef.current);
  }, [field.input]);

  /** The form's input: yyyy-MM-dd for a date, else the text as typed (which the schema refuses). */
  const send = (value: string) => {
    sent.current = value;
    field.onChange(value);
  };
  // The calendar is attached once and calls back later: it must reach the latest render's field.
  const pickRef = useRef<(day: IsoDate) => void>(() => undefined);
  pickRef.current = (day) => {
    setTyped(formatDate(day));
    send(day);
  };

  const openCalendar = () => {
    const input = inputRef.current;
    if (!input) return;
    calendarRef.current ??= import('./calendar.ts').then(({ attachCalendar }) =>
      attachCalendar(input, {
        container: calendarSlot.current ?? undefined,
        min,
        max,
        onPick: (day) => pickRef.current(day),
        // The calendar empties an input it cannot read; the text stays and the form reports it.
        onRefuse: () => {
          if (input.value !== typedRef.current) input.value = typedRef.current;
        },
      }),
    );
    void calendarRef.current.then((calendar) => calendar.open());
  };
  useEffect(() => () => void calendarRef.current?.then((calendar) => calendar.destroy()), []);

  return (
    <FieldFrame label={label} required={required} hint={hint} error={field.errors?.[0]}>
      {(control) => (
        <>
          <input
            {...elementProps}
            {...control}
            ref={(element) => {
              inputRef.current = element;
              elementProps.ref(element);
            }}
            type="text"
            className="ui-field__control"
            autoComplete={autoComplete ?? 'off'}
            placeholder={roCommon.datePlaceholder}
            value={typed}
            onFocus={() => {
              elementProps.onFocus();
              openCalendar();
            }}
            onClick={openCalendar}
            onChange={(event) => {
              const text = event.currentTarget.value;
              const day = parseDayInput(text);
              setTyped(text);
              send(day ?? text);
              // A whole date typed: the calendar has done its job and no longer covers what follows.
              if (day) void calendarRef.current?.then((calendar) => calendar.close());
            }}
            onBlur={(event) => {
              elementProps.onBlur();
              const day = parseDayInput(typed);
              if (day) setTyped(formatDate(day));
              onBlur?.(event);
            }}
          />
          <div ref={calendarSlot} className="ui-date__calendar" />
        </>
      )}
    </FieldFrame>
  );
}
