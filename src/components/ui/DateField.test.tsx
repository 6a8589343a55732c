// @vitest-environment jsdom
/**
 * The shop's date field with the real calendar (flatpickr, loaded at the first focus): Romanian
 * calendar, day.month.year, yyyy-MM-dd in the form, and a Romanian message for a text that is no date.
 */
import { Field, Form, useForm } from '@formisch/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCommon } from '../../i18n/ro.ts';
import { isoDate } from '../../lib/validation/rules.ts';
import { DateField } from './DateField.tsx';

const schema = v.object({ day: isoDate('Data lipsa') });

function Sample({ onSubmit, min }: { onSubmit: (day: string) => void; min?: string }) {
  const form = useForm({ schema, validate: 'submit', revalidate: 'input' });
  return (
    <Form of={form} onSubmit={(output) => onSubmit(output.day)}>
      <Field of={form} path={['day']}>
        {(field) => <DateField field={field} label="Zi" required {...(min ? { min } : {})} />}
      </Field>
      <button type="submit">Trimite</button>
    </Form>
  );
}

const input = () => screen.getByRole('textbox', { name: /^Zi/ }) as HTMLInputElement;
const calendar = () => document.querySelector('.flatpickr-calendar');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const element of document.querySelectorAll('.flatpickr-calendar')) element.remove();
});

describe('DateField', () => {
  it('is a text field in day.month.year, with the Romanian calendar, not the browser date input', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} />);
    expect(input().type).toBe('text');
    expect(input().placeholder).toBe(roCommon.datePlaceholder);
    await user.click(input());
    await waitFor(() => expect(calendar()?.classList.contains('open')).toBe(true));
    expect(document.querySelector('.flatpickr-weekday')?.textContent?.trim()).toBe('Lun');
    // No English left by the library's locale on the month list and the year box.
    expect(screen.getByRole('combobox', { name: roCommon.calendarMonth })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: roCommon.calendarYear })).toBeTruthy();
    // It opens inside the field (a modal's focus trap keeps it), not floating on <body>.
    expect(input().closest('.ui-field')?.contains(calendar())).toBe(true);
    const month = document.querySelector<HTMLSelectElement>('.flatpickr-monthDropdown-months');
    expect(month?.selectedOptions[0]?.textContent).toBe('Iunie');
  });

  it('sends a picked day to the form as yyyy-MM-dd and shows it as dd.mm.yyyy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.click(input());
    await waitFor(() => expect(calendar()).not.toBeNull());
    const day = document.querySelector<HTMLElement>('.flatpickr-day[aria-label="Iunie 18, 2026"]');
    if (!day) throw new Error('no 18 June in the calendar');
    await user.click(day);
    expect(input().value).toBe('18.06.2026');
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(onSubmit).toHaveBeenCalledWith('2026-06-18');
  });

  it.each([
    ['1.7.2026', '01.07.2026', '2026-07-01'],
    ['1990-05-15', '15.05.1990', '1990-05-15'],
  ])('takes a typed %s, shows %s and sends %s', async (typed, shown, sent) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(input(), typed);
    await user.tab();
    expect(input().value).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(onSubmit).toHaveBeenCalledWith(sent);
  });

  it('says in Romanian, next to the field, that a typed text is no date, and keeps the text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(input(), '31.02.2026');
    await user.tab();
    expect(input().value).toBe('31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Data introdusa nu este valida.');
    expect(document.body.textContent).not.toContain('Date input not valid');
  });

  it('closes the calendar once a whole date is typed, so it no longer covers the fields below', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} />);
    await user.click(input());
    await waitFor(() => expect(calendar()?.classList.contains('open')).toBe(true));
    await user.type(input(), '15.05.199');
    expect(calendar()?.classList.contains('open')).toBe(true);
    await user.type(input(), '0');
    await waitFor(() => expect(calendar()?.classList.contains('open')).toBe(false));
    expect(input().value).toBe('15.05.1990');
  });

  it('greys out the days before `min`', async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} min="2026-06-15" />);
    await user.click(input());
    await waitFor(() => expect(calendar()).not.toBeNull());
    const disabled = (label: string) =>
      document
        .querySelector(`.flatpickr-day[aria-label="${label}"]`)
        ?.classList.contains('flatpickr-disabled');
    expect(disabled('Iunie 14, 2026')).toBe(true);
    expect(disabled('Iunie 15, 2026')).toBe(false);
  });
});
