/** /robots.txt, generated so its sitemap lines carry the site's own address. */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/routes/sitemap.ts';

export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site), { headers: { 'Content-Type': 'text/plain' } });
