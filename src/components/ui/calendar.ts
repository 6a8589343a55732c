/**
 * The shop's calendar: flatpickr in Romanian, day.month.year, typed or picked. Every date field
 * uses it (DateField, the subscription's pickup date), so all of them look and read the same and
 * none is left to the browser's own date input. Import it on demand (the first focus or click on
 * the field): flatpickr, its Romanian locale and its CSS stay out of the pages' initial JavaScript.
 */
import flatpickr from 'flatpickr';
import { Romanian } from 'flatpickr/dist/l10n/ro.js';
import 'flatpickr/dist/flatpickr.min.css';
import './calendar.css';
import type { IsoDate } from '../../domain/dates.ts';
import { localDateOf, localDayOf, parseDayInput } from '../../domain/day-input.ts';
import { roCommon } from '../../i18n/ro.ts';

const LOCALE = { ...Romanian, monthAriaLabel: roCommon.calendarMonth, yearAriaLabel: roCommon.calendarYear };

export interface Calendar {
  open(): void;
  close(): void;
  destroy(): void;
}

export interface CalendarOptions {
  /** The first and last day offered (yyyy-MM-dd); days outside are greyed out. */
  readonly min?: IsoDate | undefined;
  readonly max?: IsoDate | undefined;
  /** Days inside min..max that cannot be picked either (the pickup's weekends and holidays). */
  readonly isDisabled?: (day: IsoDate) => boolean;
  /**
   * Where the calendar opens: in this element (see .ui-date__calendar in ui.css), so inside a modal
   * it stays within the dialog's focus trap and scrolling. Without it, it floats under the input,
   * appended to <body>.
   */
  readonly container?: HTMLElement | undefined;
  /** The day a typed text stands for; by default parseDayInput. */
  readonly parse?: (text: string) => IsoDate | null;
  /** A day picked, or typed and confirmed (Enter, leaving the field), yyyy-MM-dd. */
  readonly onPick: (day: IsoDate) => void;
  /**
   * The calendar refused what was typed (not a date, or a day it does not offer) and emptied the
   * input; the field puts its text back and reports the error itself.
   */
  readonly onRefuse?: () => void;
}

export function attachCalendar(input: HTMLInputElement, options: CalendarOptions): Calendar {
  const parse = options.parse ?? parseDayInput;
  const { isDisabled } = options;
  const instance = flatpickr(input, {
    locale: LOCALE,
    // flatpickr's default 'now' is the moment its module loaded: a page left open overnight (or a
    // test's clock) would open the calendar on the wrong month and mark the wrong day as today.
    now: new Date(),
    dateFormat: 'd.m.Y',
    allowInput: true,
    disableMobile: true,
    ...(options.min ? { minDate: localDateOf(options.min) } : {}),
    ...(options.max ? { maxDate: localDateOf(options.max) } : {}),
    ...(options.container ? { appendTo: options.container, position: () => undefined } : {}),
    ...(isDisabled ? { disable: [(date: Date) => isDisabled(localDayOf(date))] } : {}),
    parseDate: (text: string) => {
      const day = parse(text);
      return day ? localDateOf(day) : new Date(Number.NaN);
    },
    // A text that is no date is the field's to report (in Romanian, next to it), not the console's.
    errorHandler: () => undefined,
    onChange: (dates: Date[]) => {
      const [first] = dates;
      if (first) options.onPick(localDayOf(first));
      else options.onRefuse?.();
    },
    // Leaving the field for another one reads the text too, and empties it without an onChange.
    onClose: (dates: Date[]) => {
      if (dates.length === 0) options.onRefuse?.();
    },
  });
  return { open: () => instance.open(), close: () => instance.close(), destroy: () => instance.destroy() };
}
