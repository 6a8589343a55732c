// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_REQUEST } from '../../features/content/contact-hash.ts';
import {
  OTHER_FINANCING_HASH,
  requestFor,
  STOCK_ALERT_HASH,
  VIEWING_HASH,
} from '../../features/leads/open-trigger.ts';
import { OUTBOX_STORAGE_KEY } from '../api/outbox-storage.ts';
import { type HashRequest, openHash, waitForHashRequest } from './hash-request.ts';

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

const PAGE = '/masina/AB-1';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', PAGE);
  document.body.replaceChildren();
});
afterEach(() => stop());

/** Every island of the site that waits for a hash: [name, its request, one of its hashes]. */
const ISLANDS: [string, HashRequest, string][] = [
  ['contact', CONTACT_REQUEST, '#contact'],
  ['broker contact', CONTACT_REQUEST, '#contactbroker'],
  ['stock alert', requestFor(STOCK_ALERT_HASH), '#alerta-stoc'],
  ['viewing', requestFor(VIEWING_HASH), '#vizionare'],
  ['other financing', requestFor(OTHER_FINANCING_HASH), '#alta-finantare'],
];

describe.each(ISLANDS)('waitForHashRequest: the %s island', (_name, request, hash) => {
  it('waits on a page without its hash', () => {
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    click(link('#cumFunctioneaza'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).not.toHaveBeenCalled();
  });

  it.each([hash, hash.toUpperCase()])('asks at once for %s in the address', (inAddress) => {
    window.history.replaceState(null, '', `${PAGE}${inAddress}`);
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('asks once when the hash changes to its own', () => {
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    window.history.replaceState(null, '', `${PAGE}#cumFunctioneaza`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).not.toHaveBeenCalled();
    openHash(window, hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('turns a click on a link to it into the hash, without navigating or a history entry', () => {
    const onRequest = vi.fn();
    const historyLength = window.history.length;
    stop = waitForHashRequest(window, request, onRequest);
    const event = click(link(`${PAGE}${hash}`));
    expect(event.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe(PAGE);
    expect(window.location.hash).toBe(hash);
    expect(window.history.length).toBe(historyLength);
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks, other targets and other sites to the browser', () => {
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    // Seen after the directive (window is the last stop of the bubbling click), then cancelled so
    // jsdom does not try to navigate.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    click(link(hash), { ctrlKey: true });
    click(link(hash), { button: 1 });
    click(link(hash, '_blank'));
    click(link(`https://exemplu.ro/${hash}`));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(onRequest).not.toHaveBeenCalled();
  });

  it(`${request.sitewide ? 'takes' : 'leaves'} a link to the hash on another page of the site`, () => {
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    const record = (event: Event) => event.preventDefault();
    window.addEventListener('click', record);
    click(link(`/alta-pagina${hash}`));
    window.removeEventListener('click', record);
    expect(onRequest).toHaveBeenCalledTimes(request.sitewide ? 1 : 0);
  });

  it(`${request.outbox ? 'asks at once' : 'waits'} when an earlier visit left a submission unsent`, () => {
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([{ id: 'k', path: '/contact-form' }]));
    const onRequest = vi.fn();
    stop = waitForHashRequest(window, request, onRequest);
    expect(onRequest).toHaveBeenCalledTimes(request.outbox ? 1 : 0);
  });
});

describe('waitForHashRequest across islands', () => {
  it("does not hydrate an island for another island's hash", () => {
    const contact = vi.fn();
    const viewing = vi.fn();
    const stopContact = waitForHashRequest(window, CONTACT_REQUEST, contact);
    stop = waitForHashRequest(window, requestFor(VIEWING_HASH), viewing);
    click(link(`${PAGE}#vizionare`));
    stopContact();
    expect(viewing).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveBeenCalled();
  });
});
