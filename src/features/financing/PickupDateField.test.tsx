// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { roFinancing, roValidation } from '../../i18n/ro.ts';
import { PickupDateField, type PickupDateFieldHandle } from './PickupDateField.tsx';
import type { PickupPickerOptions } from './pickup-date-picker.ts';

const picker = vi.hoisted(() => ({ attach: vi.fn(), open: vi.fn(), destroy: vi.fn() }));
vi.mock('./pickup-date-picker.ts', () => ({
  attachPickupPicker: (input: HTMLInputElement, options: PickupPickerOptions) => {
    picker.attach(input, options);
    return { open: picker.open, destroy: picker.destroy };
  },
}));

// Wednesday 17.06.2026 to Wednesday 15.07.2026.
const WINDOW = { earliest: '2026-06-17', latest: '2026-07-15' };
const field = () => screen.getByRole('textbox', { name: roFinancing.pickupDate }) as HTMLInputElement;

beforeEach(() => {
  picker.attach.mockClear();
  picker.open.mockClear();
  picker.destroy.mockClear();
});
afterEach(cleanup);

describe('PickupDateField', () => {
  it('reports a typed day inside the window and shows it as dd.mm.yyyy', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PickupDateField window={WINDOW} onChange={onChange} />);
    await user.type(field(), '1.7.2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-07-01');
    expect(field().value).toBe('01.07.2026');
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a day outside the window next to the field and keeps the last day kept', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PickupDateField window={WINDOW} onChange={onChange} />);
    await user.type(field(), '16.07.2026');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe(roValidation.dateInputInvalid);
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
  });

  it('reports null when the field is emptied, without an error', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PickupDateField window={WINDOW} onChange={onChange} />);
    await user.type(field(), 'x');
    await user.tab();
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.clear(field());
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the calendar once, on the first focus, with the window, and closes it on unmount', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<PickupDateField window={WINDOW} onChange={onChange} />);
    expect(picker.attach).not.toHaveBeenCalled();
    fireEvent.focus(field());
    fireEvent.click(field());
    await waitFor(() => expect(picker.open).toHaveBeenCalledTimes(2));
    expect(picker.attach).toHaveBeenCalledTimes(1);
    const options = picker.attach.mock.calls[0]?.[1] as PickupPickerOptions;
    expect(options).toMatchObject({ window: WINDOW });
    act(() => options.onPick('2026-06-20'));
    expect(onChange).toHaveBeenLastCalledWith('2026-06-22');
    expect(field().value).toBe('22.06.2026');
    unmount();
    await waitFor(() => expect(picker.destroy).toHaveBeenCalledTimes(1));
  });

  it('ask() focuses the field and opens the calendar', async () => {
    const handle = createRef<PickupDateFieldHandle>();
    render(<PickupDateField ref={handle} window={WINDOW} onChange={vi.fn()} />);
    handle.current?.ask();
    expect(document.activeElement).toBe(field());
    await waitFor(() => expect(picker.open).toHaveBeenCalled());
  });
});
