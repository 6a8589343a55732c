/** Which contact modal a URL hash asks for (spec section 2): #contact or #contactbroker. */
import type { HashRequest } from '../../lib/on-demand/hash-request.ts';

export type ContactVariant = 'contact' | 'broker';

const HASH_VARIANTS: Readonly<Record<string, ContactVariant>> = {
  '#contact': 'contact',
  '#contactbroker': 'broker',
};

/**
 * The layout's `client:hash` value: links from the navbar, footer, quick-nav or any page text on any
 * page open the modal, and an unsent message of an earlier visit hydrates it to resume the sending.
 */
export const CONTACT_REQUEST: HashRequest = {
  hashes: Object.keys(HASH_VARIANTS),
  sitewide: true,
  outbox: true,
};

export function contactVariantOf(hash: string): ContactVariant | null {
  return HASH_VARIANTS[hash.toLowerCase()] ?? null;
}
