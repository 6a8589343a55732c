/**
 * The links of the page frame (spec "Global layout"), kept as data so the header, the quick-nav and
 * the footer render them and a test can check the spec's list is complete.
 */
import { ro } from '../i18n/ro.ts';
import { externalLinks } from '../lib/site-config.ts';

export interface FrameLink {
  href: string;
  label: string;
  /** Opens in a new tab with rel="noopener noreferrer" and an accessible hint. */
  external?: true;
}

/** Hooks the contact modals listen for (they open when the URL hash matches). */
export const CONTACT_HASH = '#contact';
export const CONTACT_BROKER_HASH = '#contactbroker';

export const headerLinks: readonly FrameLink[] = [
  { href: '/finantare', label: ro.nav.financing },
  { href: '/abonament', label: ro.nav.subscription },
  { href: '/asigurare', label: ro.nav.insurance },
  { href: '/faq', label: ro.nav.faq },
  { href: CONTACT_HASH, label: ro.nav.contact },
];

export const footerPageLinks: readonly FrameLink[] = [
  { href: '/#cumFunctioneaza', label: ro.footer.howItWorks },
  { href: '/faq', label: ro.footer.faq },
  { href: '/formular-ramburs', label: ro.footer.refund },
  { href: CONTACT_HASH, label: ro.footer.contact },
  { href: CONTACT_BROKER_HASH, label: ro.footer.contactBroker },
];

export const footerLegalLinks: readonly FrameLink[] = [
  { href: '/termeni-si-conditii', label: ro.footer.terms },
  { href: '/protectia-datelor', label: ro.footer.dataProtection },
  { href: '/politica-cookie', label: ro.footer.cookies },
  { href: '/conformitate', label: ro.footer.compliance },
  { href: '/sesizari-asigurari', label: ro.footer.insuranceComplaints },
  { href: '/impressum', label: ro.footer.impressum },
  { href: externalLinks.consumerProtection, label: ro.footer.consumerProtectionLong, external: true },
  {
    href: externalLinks.alternativeDisputeResolution,
    label: ro.footer.disputeResolutionAlternative,
    external: true,
  },
  { href: externalLinks.onlineDisputeResolution, label: ro.footer.disputeResolutionOnline, external: true },
];

/** Drops a trailing slash (but keeps "/") so "/faq/" and "/faq" compare equal. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a frame link points at the page being rendered (it then gets aria-current="page").
 * Hash-only links (modals) and links to a section of another page are never current.
 */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (!href.startsWith('/') || href.includes('#')) return false;
  return normalizePath(href) === normalizePath(pathname);
}

/** The canonical absolute URL of a page: the site origin plus the path without trailing slash. */
export function canonicalUrl(pathname: string, site: URL | string): string {
  return new URL(normalizePath(pathname), site).href;
}
