/**
 * `client:interaction`: an island rendered on the server with its default figures hydrates only
 * when the shopper first touches it — a focus inside it (keyboard), a pointer down (mouse, touch)
 * or a key or change in one of its controls — so a page ships none of its code until then. The car
 * page's total-cost table uses it (issue 37): its JS would not fit the page's 20 KB budget, and
 * most visitors never change its period. A choice made while the code loads is not lost: the
 * controls' state is read before hydrating and given back to the island afterwards. A page script
 * may also ask for the island at once (requestHydration): the car list does when its address
 * carries a filter or its live list differs from the pre-built cards (list-before-hydration.ts).
 * Registered by `interactionDirectiveIntegration`; tests/e2e/js-budget.spec.ts does not count
 * islands using it.
 */
import type { ClientDirective } from 'astro';

/** The directive's name as Astro writes it on the island (`<astro-island client="interaction">`). */
export const INTERACTION_DIRECTIVE = 'interaction';

/** The event a page script sends the island's element to have it hydrated now. */
export const HYDRATE_REQUEST = 'on-demand:hydrate';
/** Set on the island's element by requestHydration, for a request sent before the directive ran. */
const REQUESTED = 'data-hydrate-requested';

/** Asks the island (an `<astro-island client="interaction">`) to hydrate now, interaction or not. */
export function requestHydration(island: Element): void {
  island.setAttribute(REQUESTED, '');
  island.dispatchEvent(new Event(HYDRATE_REQUEST));
}

const INTERACTION_EVENTS = ['focusin', 'pointerdown', 'keydown', 'change', 'input'] as const;

/**
 * Calls `onInteract` once, at the first interaction inside `root`. Returns a function that stops
 * waiting.
 */
export function waitForInteraction(root: HTMLElement, onInteract: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, interact, true);
  };
  function interact() {
    stop();
    onInteract();
  }
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, interact, true);
  return stop;
}

type Control = HTMLSelectElement | HTMLInputElement;
interface ControlState {
  readonly control: Control;
  readonly value: string;
  readonly checked: boolean;
  /** Changed from what the server rendered (the markup's `selected` / `checked`). */
  readonly changed: boolean;
}

const controlsOf = (root: HTMLElement): Control[] => [...root.querySelectorAll<Control>('select, input')];

/** The value the server rendered a select with: its option marked `selected`, else the first. */
function renderedValue(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The value and checked state of every select and input inside `root`, in document order. */
export function readControls(root: HTMLElement): ControlState[] {
  return controlsOf(root).map((control) => {
    const checkable =
      control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
    const checked = checkable && control.checked;
    const changed =
      control instanceof HTMLSelectElement
        ? control.value !== renderedValue(control)
        : checkable && control.checked !== control.defaultChecked;
    return { control, value: control.value, checked, changed };
  });
}

/**
 * Gives the island back what the shopper chose before it hydrated. Hydration leaves the DOM as it
 * finds it while the island's state is still the server's default, so every control changed from
 * the rendered markup is told again: a select gets its value and a `change` event (React's
 * onChange for a select), a radio or checkbox is clicked into the state the shopper left it in.
 * Controls the island no longer renders are skipped.
 */
export function restoreControls(root: HTMLElement, states: readonly ControlState[]): void {
  for (const { control, value, checked, changed } of states) {
    if (!changed || !root.contains(control)) continue;
    if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      // React may still be hydrating: the event makes it finish at once, which resets the select to
      // the server's value before its handler reads it (the list's filters). Told once more, then.
      if (control.value !== value && root.contains(control)) {
        control.value = value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } else if (control.type === 'radio' && checked) {
      // Unset first, so the click is a change whatever hydration left checked.
      control.checked = false;
      control.click();
    } else if (control.type === 'checkbox') {
      control.checked = !checked;
      control.click();
    }
  }
}

/**
 * The last button inside `root` pressed until `stop` is called: a press that reached no handler
 * (the island was not hydrated yet), to be pressed again once it is (the list's 'Filtre' button
 * on a phone: the touch that starts the hydration is also the press).
 */
export function recordPress(root: HTMLElement): {
  pressed: () => HTMLButtonElement | null;
  stop: () => void;
} {
  let last: HTMLButtonElement | null = null;
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button instanceof HTMLButtonElement && root.contains(button)) last = button;
  };
  root.addEventListener('click', onClick, true);
  return { pressed: () => last, stop: () => root.removeEventListener('click', onClick, true) };
}

const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    stop();
    el.removeEventListener(HYDRATE_REQUEST, start);
    const presses = recordPress(el);
    const hydrate = await load();
    const states = readControls(el);
    await hydrate();
    presses.stop();
    restoreControls(el, states);
    const button = presses.pressed();
    if (button && el.contains(button)) button.click();
  };
  const stop = waitForInteraction(el, start);
  el.addEventListener(HYDRATE_REQUEST, start);
  if (el.hasAttribute(REQUESTED)) void start();
};

export default interactionDirective;
