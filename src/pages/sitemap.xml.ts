/** /sitemap.xml: the indexable pages other than car pages (those are in /masini/sitemap.xml). */
import type { APIRoute } from 'astro';
import { LEGAL_PAGE_SLUGS } from '../domain/site/site-config.ts';
import { sitemapXml, sitePagePaths } from '../lib/routes/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(sitemapXml(sitePagePaths(LEGAL_PAGE_SLUGS), site), {
    headers: { 'Content-Type': 'application/xml' },
  });
