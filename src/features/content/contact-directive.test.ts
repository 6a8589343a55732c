// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_STORAGE_KEY } from '../../lib/api/outbox-storage.ts';
import { waitForContactRequest } from './contact-directive.ts';

let stop: () => void = () => {};

function link(href: string, target?: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  if (target) anchor.target = target;
  document.body.append(anchor);
  return anchor;
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/asigurare');
  document.body.replaceChildren();
});
afterEach(() => stop());

describe('waitForContactRequest', () => {
  it('waits on a page without a contact hash or unsent submissions', () => {
    const onRequest = vi.fn();
    stop = waitForContactRequest(window, onRequest);
    click(link('#cumFunctioneaza'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).not.toHaveBeenCalled();
  });

  it.each(['#contact', '#contactbroker', '#CONTACT'])('asks at once for %s in the address', (hash) => {
    window.history.replaceState(null, '', `/asigurare${hash}`);
    const onRequest = vi.fn();
    stop = waitForContactRequest(window, onRequest);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('asks at once when an earlier visit left a submission unsent', () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ id: 'k', path: '/contact-form' }]));
    const onRequest = vi.fn();
    stop = waitForContactRequest(window, onRequest);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('asks once when the hash changes to a contact hash', () => {
    const onRequest = vi.fn();
    stop = waitForContactRequest(window, onRequest);
    window.history.replaceState(null, '', '/asigurare#cumFunctioneaza');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/asigurare#contact');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('turns a click on a contact link into the hash, without navigating or a history entry', () => {
    const onRequest = vi.fn();
    const historyLength = window.history.length;
    stop = waitForContactRequest(window, onRequest);
    const event = click(link('/#contactbroker'));
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/asigurare');
    expect(window.location.hash).toBe('#contactbroker');
    expect(window.history.length).toBe(historyLength);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks, other targets and other sites to the browser', () => {
    const onRequest = vi.fn();
    stop = waitForContactRequest(window, onRequest);
    // Seen after the directive (window is the last stop of the bubbling click), then cancelled so
    // jsdom does not try to navigate.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    click(link('/#contact'), { ctrlKey: true });
    click(link('/#contact'), { button: 1 });
    click(link('/#contact', '_blank'));
    click(link('https://exemplu.ro/#contact'));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(onRequest).not.toHaveBeenCalled();
  });
});
