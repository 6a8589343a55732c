/**
 * Islands that wait for a hash: a modal opened by a link to its hash (#contact, #vizionare) needs no
 * JS until a visitor asks for it. The `client:hash` directive (hash-directive.ts) and the islands
 * themselves share these rules, so "asked for" means the same before and after hydration.
 */
import { hasUnsentSubmissions } from '../api/outbox-storage.ts';

/** The value of `client:hash={...}`: what makes the island hydrate. */
export interface HashRequest {
  /** Lower-case hashes with their '#': '#vizionare'. */
  readonly hashes: readonly string[];
  /** Links to these hashes from any page of the site count (the contact modal is on every page). */
  readonly sitewide?: boolean;
  /** An unsent submission in the form outbox also hydrates the island (it resumes the sending). */
  readonly outbox?: boolean;
}

/** The request's hash that `hash` names (case-insensitive), or null. */
export function requestedHash(hash: string, request: HashRequest): string | null {
  const wanted = hash.toLowerCase();
  return request.hashes.includes(wanted) ? wanted : null;
}

/**
 * The hash a click asks for: a plain left click on a same-tab link of this site (of this page unless
 * `sitewide`) ending in one of the request's hashes. Such a click is taken over: no navigation, and
 * the hash goes into the address without a history entry, so the address names the open modal and
 * closing it clears the hash. Any other click is left to the browser.
 */
export function takeHashClick(event: MouseEvent, win: Window, request: HashRequest): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== win.location.origin) return null;
  if (link.target && link.target !== '_self') return null;
  if (!request.sitewide && link.pathname !== win.location.pathname) return null;
  const hash = requestedHash(link.hash, request);
  if (!hash) return null;
  event.preventDefault();
  win.history.replaceState(win.history.state, '', link.hash);
  return hash;
}

/**
 * Asks for an island from script (the financing panel's 'Alerta stoc' button): the hash goes into
 * the address without a history entry and a hashchange tells the waiting directive, or the island
 * if it is already there.
 */
export function openHash(win: Window, hash: string): void {
  const oldURL = win.location.href;
  win.history.replaceState(win.history.state, '', hash);
  win.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: win.location.href }));
}

/** Removes the hash from the address without a history entry (a modal closing). */
export function clearHash(win: Window, request: HashRequest): void {
  if (!requestedHash(win.location.hash, request)) return;
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
}

/**
 * Calls `onRequest` once, at the first request for the island. A clicked link's hash is in the
 * address by then (takeHashClick), which is how the island learns what to open on mount. Returns a
 * function that stops waiting.
 */
export function waitForHashRequest(win: Window, request: HashRequest, onRequest: () => void): () => void {
  const stop = () => {
    win.removeEventListener('hashchange', onHash);
    win.document.removeEventListener('click', onClick);
  };
  const ask = () => {
    stop();
    onRequest();
  };
  function onHash() {
    if (requestedHash(win.location.hash, request)) ask();
  }
  function onClick(event: MouseEvent) {
    if (takeHashClick(event, win, request)) ask();
  }

  if (
    requestedHash(win.location.hash, request) ||
    (request.outbox && hasUnsentSubmissions(win.localStorage))
  ) {
    onRequest();
    return () => {};
  }
  win.addEventListener('hashchange', onHash);
  win.document.addEventListener('click', onClick);
  return stop;
}
