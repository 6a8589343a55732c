/**
 * What the site tells crawlers: the indexable pages that are not car pages (home, the lists, the
 * information pages, FAQ, refund form, legal pages), a sitemap document for any list of paths, and
 * robots.txt pointing at both sitemaps. Order, payment and cancellation pages stay out.
 */
import { LIST_CATEGORY_WORDS } from '../../domain/catalog/categories.ts';

export const PAGES_SITEMAP_PATH = '/sitemap.xml';
export const CARS_SITEMAP_PATH = '/masini/sitemap.xml';

/** Home, the information pages, FAQ, the refund form and the withdrawal function. */
export const CONTENT_PAGE_PATHS = [
  '/',
  '/finantare',
  '/abonament',
  '/asigurare',
  '/ghid-abonament',
  '/faq',
  '/formular-ramburs',
  '/retragere-din-contract',
];
const PRIVATE_PATHS = ['/aprobare/', '/rezolutie/', '/plata/', '/complete/', '/anulare-rezervare/'];

export function sitePagePaths(legalSlugs: readonly string[]): string[] {
  return [
    ...CONTENT_PAGE_PATHS,
    '/masini',
    ...LIST_CATEGORY_WORDS.map((word) => `/masini/${word}`),
    ...legalSlugs.map((slug) => `/${slug}`),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Astro's `site`; a build without one still writes absolute (if local) addresses. */
type Site = URL | string | undefined;
const originOf = (site: Site) => site ?? 'http://localhost';

export function sitemapXml(paths: readonly string[], site: Site): string {
  const origin = originOf(site);
  const urls = paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function robotsTxt(site: Site): string {
  const origin = originOf(site);
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(PAGES_SITEMAP_PATH, origin).href}`,
    `Sitemap: ${new URL(CARS_SITEMAP_PATH, origin).href}`,
    '',
  ].join('\n');
}
