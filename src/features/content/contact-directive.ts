/**
 * `client:contact`: the contact island hydrates only when a visitor asks for it — a #contact /
 * #contactbroker hash on load or later, or a click on a link to one — or when an earlier visit left
 * a submission unsent. Astro inlines this directive in the page, so a page without other islands
 * requests no JS at all until then. Registered by `contactDirectiveIntegration`.
 */
import type { ClientDirective } from 'astro';
import { hasUnsentSubmissions } from '../../lib/api/outbox-storage.ts';
import { contactVariantOf, takeContactClick } from './contact-hash.ts';

/**
 * Calls `onRequest` once, at the first contact request. A clicked link's hash is in the address by
 * then (takeContactClick), which is how the island learns which modal to open on mount. Returns a
 * function that stops waiting.
 */
export function waitForContactRequest(win: Window, onRequest: () => void): () => void {
  const stop = () => {
    win.removeEventListener('hashchange', onHash);
    win.document.removeEventListener('click', onClick);
  };
  const request = () => {
    stop();
    onRequest();
  };
  function onHash() {
    if (contactVariantOf(win.location.hash)) request();
  }
  function onClick(event: MouseEvent) {
    if (takeContactClick(event, win)) request();
  }

  if (contactVariantOf(win.location.hash) || hasUnsentSubmissions(win.localStorage)) {
    onRequest();
    return () => {};
  }
  win.addEventListener('hashchange', onHash);
  win.document.addEventListener('click', onClick);
  return stop;
}

const contactDirective: ClientDirective = (load) => {
  waitForContactRequest(window, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default contactDirective;
