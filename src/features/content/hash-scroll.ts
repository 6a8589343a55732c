/**
 * Home page: when the URL has a hash, scroll smoothly to that element 500 ms after load (spec),
 * instantly under prefers-reduced-motion. The contact hashes open modals instead, so they are left
 * to the contact island. Used from a page <script>: `scrollToHashAfterLoad(window)`.
 */
export const HASH_SCROLL_DELAY_MS = 500;
const MODAL_HASHES = new Set(['contact', 'contactbroker']);

export function hashTarget(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return id && !MODAL_HASHES.has(id) ? id : null;
}

export function scrollToHashAfterLoad(win: Window): void {
  const id = hashTarget(win.location.hash);
  if (!id) return;
  const scroll = () =>
    win.setTimeout(() => {
      const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      win.document
        .getElementById(id)
        ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
  if (win.document.readyState === 'complete') scroll();
  else win.addEventListener('load', scroll, { once: true });
}
