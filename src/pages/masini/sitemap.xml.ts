/**
 * /masini/sitemap.xml: every car page, so crawlers reach all cars although a list page holds only
 * its first cards in HTML.
 */
import type { APIRoute } from 'astro';
import { carPagePath } from '../../features/catalog/CarCard.tsx';
import { cmsLoaders } from '../../lib/cms/loaders.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL('http://localhost');
  const cars = await cmsLoaders.cars({ categories_ids: [1, 2, 3] });
  const urls = cars.map(
    (car) => `<url><loc>${escapeXml(new URL(carPagePath(car.sku), origin).href)}</loc></url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml' } });
};
