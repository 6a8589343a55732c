// @vitest-environment jsdom
import { attachPickupPicker } from './pickup-date-picker.ts';

const window = { earliest: '2026-06-17', latest: '2026-07-15' };

function setup() {
  const input = document.createElement('input');
  document.body.append(input);
  const onPick = vi.fn();
  const picker = attachPickupPicker(input, { window, placeholder: 'Selecteaza o data', onPick });
  return { input, onPick, picker };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('attachPickupPicker (real flatpickr)', () => {
  it('shows the Romanian calendar with the placeholder', () => {
    const { input, picker } = setup();
    picker.open();
    expect(input.placeholder).toBe('Selecteaza o data');
    expect(document.querySelector('.flatpickr-weekday')?.textContent?.trim()).toBe('Lun');
    picker.destroy();
  });

  it.each([
    ['20.06.2026', '2026-06-22'],
    ['18.06.2026', '2026-06-18'],
  ])('a typed %s is picked as %s', (typed, expected) => {
    const { input, onPick, picker } = setup();
    input.value = typed;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    expect(onPick).toHaveBeenLastCalledWith(expected);
    expect(input.value).toBe(`${expected.slice(8)}.${expected.slice(5, 7)}.${expected.slice(0, 4)}`);
    picker.destroy();
  });

  it('offers no weekend and nothing outside the window', () => {
    const { input, onPick, picker } = setup();
    input.value = '16.06.2026';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true }));
    expect(onPick).not.toHaveBeenCalled();
    picker.open();
    const disabled = () =>
      [...document.querySelectorAll('.flatpickr-day.flatpickr-disabled')].map((day) =>
        day.getAttribute('aria-label'),
      );
    // The calendar opens on the window's first month (June, today being 15 June).
    expect(disabled()).toEqual(expect.arrayContaining(['Iunie 16, 2026', 'Iunie 20, 2026', 'Iulie 4, 2026']));
    expect(disabled()).not.toContain('Iunie 17, 2026');
    document.querySelector<HTMLElement>('.flatpickr-next-month')?.click();
    expect(disabled()).toEqual(expect.arrayContaining(['Iulie 4, 2026', 'Iulie 5, 2026', 'Iulie 16, 2026']));
    expect(disabled()).not.toContain('Iulie 15, 2026');
    picker.destroy();
  });
});
