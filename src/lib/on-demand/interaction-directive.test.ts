// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import interactionDirective, {
  readControls,
  recordPress,
  requestHydration,
  restoreControls,
  waitForInteraction,
} from './interaction-directive.ts';

let stop: () => void = () => {};
let island: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" id="outside">Alt buton</button>
    <astro-island>
      <label>Perioada <select name="luni"><option value="12">12</option><option value="36" selected>36</option></select></label>
      <label><input type="radio" name="tip" value="a" checked /> A</label>
      <label><input type="radio" name="tip" value="b" /> B</label>
      <p>Text</p>
    </astro-island>`;
  island = document.querySelector('astro-island') as HTMLElement;
});
afterEach(() => stop());

const select = () => island.querySelector('select') as HTMLSelectElement;

describe('waitForInteraction', () => {
  it('waits while nothing inside the island is touched', () => {
    const onInteract = vi.fn();
    stop = waitForInteraction(island, onInteract);
    const outside = document.getElementById('outside') as HTMLButtonElement;
    outside.focus();
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    outside.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(onInteract).not.toHaveBeenCalled();
  });

  it.each([
    ['a focus (keyboard)', (el: HTMLElement) => el.focus()],
    [
      'a pointer down (mouse, touch)',
      (el: HTMLElement) => el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    ],
    [
      'a key',
      (el: HTMLElement) =>
        el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowDown' })),
    ],
    ['a change', (el: HTMLElement) => el.dispatchEvent(new Event('change', { bubbles: true }))],
  ])('asks once at %s inside the island', (_name, touch) => {
    const onInteract = vi.fn();
    stop = waitForInteraction(island, onInteract);
    touch(select());
    touch(select());
    island.querySelector('p')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(onInteract).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told', () => {
    const onInteract = vi.fn();
    waitForInteraction(island, onInteract)();
    select().focus();
    expect(onInteract).not.toHaveBeenCalled();
  });
});

describe('readControls and restoreControls', () => {
  it('tells a select again the value chosen before hydration, with one change event', () => {
    select().value = '12';
    const states = readControls(island);
    const changes = vi.fn();
    island.addEventListener('change', changes);
    restoreControls(island, states);
    expect(select().value).toBe('12');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('tells a select once more when the first event finished a hydration that reset it', () => {
    select().value = '12';
    const states = readControls(island);
    const seen: string[] = [];
    let hydrated = false;
    island.addEventListener('change', () => {
      // As React does: the first event hydrates, resetting the select before the handler reads it.
      if (!hydrated) {
        hydrated = true;
        select().value = '36';
      }
      seen.push(select().value);
    });
    restoreControls(island, states);
    expect(seen).toEqual(['36', '12']);
    expect(select().value).toBe('12');
  });

  it('sets back a select that hydration reset to the rendered value', () => {
    select().value = '12';
    const states = readControls(island);
    select().value = '36';
    restoreControls(island, states);
    expect(select().value).toBe('12');
  });

  it('clicks again the radio chosen before hydration', () => {
    const [a, b] = island.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    if (!a || !b) throw new Error('two radios');
    b.checked = true;
    const states = readControls(island);
    a.checked = true;
    const clicks = vi.fn();
    b.addEventListener('click', clicks);
    restoreControls(island, states);
    expect(b.checked).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('leaves controls as rendered untouched, and skips removed ones', () => {
    const states = readControls(island);
    expect(states.map((state) => state.changed)).toEqual([false, false, false]);
    const events = vi.fn();
    island.addEventListener('change', events);
    island.addEventListener('click', events);
    restoreControls(island, states);
    select().value = '12';
    const changed = readControls(island);
    select().remove();
    restoreControls(island, changed);
    expect(events).not.toHaveBeenCalled();
  });
});

describe('recordPress', () => {
  it('keeps the last button pressed inside the island until stopped', () => {
    island.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="a">A</button><button type="button" id="b">B</button>',
    );
    const presses = recordPress(island);
    (island.querySelector('#a') as HTMLButtonElement).click();
    (document.querySelector('#outside') as HTMLButtonElement).click();
    expect(presses.pressed()?.id).toBe('a');
    presses.stop();
    (island.querySelector('#b') as HTMLButtonElement).click();
    expect(presses.pressed()?.id).toBe('a');
  });
});

describe('the directive', () => {
  /** Runs the directive on the island with a load that counts hydrations. */
  function directive(): { hydrations: () => number } {
    let count = 0;
    const load = async () => async () => {
      count += 1;
    };
    void interactionDirective(load, { name: 'Island', value: '' }, island);
    return { hydrations: () => count };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hydrates once at a page script’s request, later touches changing nothing', async () => {
    const { hydrations } = directive();
    await settled();
    expect(hydrations()).toBe(0);
    requestHydration(island);
    requestHydration(island);
    select().dispatchEvent(new Event('focusin', { bubbles: true }));
    await settled();
    expect(hydrations()).toBe(1);
  });

  it('hydrates for a request sent before it ran', async () => {
    requestHydration(island);
    const { hydrations } = directive();
    await settled();
    expect(hydrations()).toBe(1);
  });

  it('presses again, once hydrated, the button pressed while it loaded', async () => {
    island.insertAdjacentHTML('beforeend', '<button type="button" id="open">Filtre</button>');
    const button = island.querySelector('#open') as HTMLButtonElement;
    const presses: string[] = [];
    let hydrated = false;
    button.addEventListener('click', () => presses.push(hydrated ? 'hydrated' : 'dead'));
    void interactionDirective(
      async () => async () => {
        hydrated = true;
      },
      { name: 'Island', value: '' },
      island,
    );
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click();
    await settled();
    expect(presses).toEqual(['dead', 'hydrated']);
  });

  it('hydrates once at the first touch, a request after it changing nothing', async () => {
    const { hydrations } = directive();
    select().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    requestHydration(island);
    await settled();
    expect(hydrations()).toBe(1);
  });
});
