/**
 * The links of the page frame (spec "Global layout"), kept as data so the header, the quick-nav and
 * the footer render them and a test can check the spec's list is complete.
 */

import { externalLinks } from '../domain/site/site-config.ts';
import { WITHDRAWAL_PAGE } from '../domain/site/withdrawal-paths.ts';
import { roFooter, roNav } from '../i18n/ro.ts';

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
  { href: '/finantare', label: roNav.financing },
  { href: '/abonament', label: roNav.subscription },
  { href: '/asigurare', label: roNav.insurance },
  { href: '/faq', label: roNav.faq },
  { href: CONTACT_HASH, label: roNav.contact },
];

export const footerPageLinks: readonly FrameLink[] = [
  { href: '/#cumFunctioneaza', label: roFooter.howItWorks },
  { href: '/faq', label: roFooter.faq },
  { href: '/formular-ramburs', label: roFooter.refund },
  // The withdrawal function must be easy to find for the whole 14 days: on every page.
  { href: WITHDRAWAL_PAGE, label: roFooter.withdrawal },
  { href: CONTACT_HASH, label: roFooter.contact },
  { href: CONTACT_BROKER_HASH, label: roFooter.contactBroker },
];

export const footerLegalLinks: readonly FrameLink[] = [
  { href: '/termeni-si-conditii', label: roFooter.terms },
  { href: '/protectia-datelor', label: roFooter.dataProtection },
  { href: '/politica-cookie', label: roFooter.cookies },
  { href: '/conformitate', label: roFooter.compliance },
  { href: '/sesizari-asigurari', label: roFooter.insuranceComplaints },
  { href: '/impressum', label: roFooter.impressum },
  { href: externalLinks.consumerProtection, label: roFooter.consumerProtectionLong, external: true },
  {
    href: externalLinks.alternativeDisputeResolution,
    label: roFooter.disputeResolutionAlternative,
    external: true,
  },
  { href: externalLinks.onlineDisputeResolution, label: roFooter.disputeResolutionOnline, external: true },
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
