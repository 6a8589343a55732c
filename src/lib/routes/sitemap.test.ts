import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, sitePagePaths } from './sitemap.ts';

describe('sitePagePaths', () => {
  it('lists home, the lists, the information pages and the legal pages, no order page', () => {
    const paths = sitePagePaths(['termeni-si-conditii', 'impressum']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/masini',
        '/masini/abonament',
        '/masini/rulate',
        '/masini/putin-rulate',
        '/masini/finantare',
        '/finantare',
        '/abonament',
        '/asigurare',
        '/ghid-abonament',
        '/faq',
        '/formular-ramburs',
        '/termeni-si-conditii',
        '/impressum',
      ]),
    );
    expect(paths.some((path) => /aprobare|plata|rezolutie|complete|anulare/.test(path))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped locations', () => {
    expect(sitemapXml(['/', '/faq?a=1&b=2'], 'https://shop.example.ro')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://shop.example.ro/</loc></url>' +
        '<url><loc>https://shop.example.ro/faq?a=1&amp;b=2</loc></url></urlset>\n',
    );
  });
});

describe('without a configured site', () => {
  it('still writes absolute addresses, on localhost', () => {
    expect(sitemapXml(['/faq'], undefined)).toContain('<loc>http://localhost/faq</loc>');
    expect(robotsTxt(undefined)).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('robotsTxt', () => {
  it('keeps order pages out and names both sitemaps', () => {
    const text = robotsTxt('https://shop.example.ro');
    expect(text).toContain('Disallow: /aprobare/');
    expect(text).toContain('Disallow: /plata/');
    expect(text).toContain('Sitemap: https://shop.example.ro/sitemap.xml');
    expect(text).toContain('Sitemap: https://shop.example.ro/masini/sitemap.xml');
  });
});
