/** Which contact modal a URL hash asks for (spec section 2): #contact or #contactbroker. */
export type ContactVariant = 'contact' | 'broker';

const HASH_VARIANTS: Readonly<Record<string, ContactVariant>> = {
  '#contact': 'contact',
  '#contactbroker': 'broker',
};

export function contactVariantOf(hash: string): ContactVariant | null {
  return HASH_VARIANTS[hash.toLowerCase()] ?? null;
}

/**
 * The variant a click asks for: a plain left click on a same-site, same-tab link ending in #contact
 * or #contactbroker, from the navbar, footer, quick-nav or any page text. Such a click is taken
 * over: no navigation, and the hash goes into the address without a history entry, so the address
 * names the open modal and closing it clears the hash. Any other click is left to the browser.
 */
export function takeContactClick(event: MouseEvent, win: Window): ContactVariant | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== win.location.origin) return null;
  if (link.target && link.target !== '_self') return null;
  const variant = contactVariantOf(link.hash);
  if (!variant) return null;
  event.preventDefault();
  win.history.replaceState(win.history.state, '', link.hash);
  return variant;
}
