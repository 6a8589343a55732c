/** Which contact modal a URL hash asks for (spec section 2): #contact or #contactbroker. */
export type ContactVariant = 'contact' | 'broker';

const HASH_VARIANTS: Readonly<Record<string, ContactVariant>> = {
  '#contact': 'contact',
  '#contactbroker': 'broker',
};

export function contactVariantOf(hash: string): ContactVariant | null {
  return HASH_VARIANTS[hash.toLowerCase()] ?? null;
}

/** The variant a clicked link opens, for any same-site link ending in #contact / #contactbroker. */
export function contactVariantOfLink(link: HTMLAnchorElement, origin: string): ContactVariant | null {
  if (link.origin !== origin || (link.target && link.target !== '_self')) return null;
  return contactVariantOf(link.hash);
}
