/**
 * /masini/sitemap.xml: every car page, so crawlers reach all cars although a list page holds only
 * its first cards in HTML.
 */
import type { APIRoute } from 'astro';
import { carPagePath } from '../../features/catalog/CarCard.tsx';
import { cmsLoaders } from '../../lib/cms/loaders.ts';
import { sitemapXml } from '../../lib/routes/sitemap.ts';

export const GET: APIRoute = async ({ site }) => {
  const cars = await cmsLoaders.cars({ categories_ids: [1, 2, 3] });
  const body = sitemapXml(
    cars.map((car) => carPagePath(car.sku)),
    site,
  );
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
