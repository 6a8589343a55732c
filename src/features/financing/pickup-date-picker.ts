/**
 * The calendar of the subscription pickup date: the shop's calendar (components/ui/calendar.ts)
 * inside the pickup window, weekends and public holidays greyed out. Imported on demand (the first
 * focus or click on the date field, or 'Rezerva acum' without a date), so flatpickr stays out of
 * the car page's initial JavaScript.
 */
import { attachCalendar } from '../../components/ui/calendar.ts';
import { isWorkingDay, nextWorkingDay, type PickupWindow } from '../../domain/catalog/pickup-date.ts';
import { parseDayInput } from '../../domain/day-input.ts';

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
  const picker = attachCalendar(input, {
    min: options.window.earliest,
    max: options.window.latest,
    // Weekends and public holidays are greyed out: the car is handed over on working days only.
    isDisabled: (day) => !isWorkingDay(day),
    // A typed weekend day or holiday becomes the next working day before the calendar checks it.
    parse: (text) => {
      const day = parseDayInput(text);
      return day ? nextWorkingDay(day) : null;
    },
    onPick: (day) => options.onPick(nextWorkingDay(day)),
  });
  input.placeholder = options.placeholder;
  return picker;
}
