/**
 * The flatpickr calendar of the subscription pickup date. This module is imported on demand (the
 * first focus or click on the date field, or 'Rezerva acum' without a date), so flatpickr, its
 * Romanian locale and its CSS stay out of the car page's initial JavaScript.
 */
import flatpickr from 'flatpickr';
import { Romanian } from 'flatpickr/dist/l10n/ro.js';
import 'flatpickr/dist/flatpickr.min.css';
import { isWorkingDay, nextWorkingDay, type PickupWindow } from '../../domain/catalog/pickup-date.ts';
import { localDateOf, localDayOf, parsePickupInput } from './pickup-input.ts';

export interface PickupPicker {
  open(): void;
  destroy(): void;
}

export interface PickupPickerOptions {
  readonly window: PickupWindow;
  readonly placeholder: string;
  /** A picked day (already moved to a working day), yyyy-MM-dd. */
  readonly onPick: (day: string) => void;
}

export function attachPickupPicker(input: HTMLInputElement, options: PickupPickerOptions): PickupPicker {
  const instance = flatpickr(input, {
    locale: Romanian,
    dateFormat: 'd.m.Y',
    allowInput: true,
    disableMobile: true,
    minDate: localDateOf(options.window.earliest),
    maxDate: localDateOf(options.window.latest),
    // Weekends and public holidays are greyed out: the car is handed over on working days only.
    disable: [(date: Date) => !isWorkingDay(localDayOf(date))],
    // A typed weekend day or holiday becomes the next working day before the calendar checks it.
    parseDate: (text: string) => {
      const day = parsePickupInput(text);
      return day ? localDateOf(nextWorkingDay(day)) : new Date(Number.NaN);
    },
    onChange: (dates: Date[]) => {
      const [first] = dates;
      if (first) options.onPick(nextWorkingDay(localDayOf(first)));
    },
  });
  input.placeholder = options.placeholder;
  return { open: () => instance.open(), destroy: () => instance.destroy() };
}
