import {
  canonicalUrl,
  footerLegalLinks,
  footerPageLinks,
  headerLinks,
  isCurrentLink,
  normalizePath,
} from './navigation.ts';

describe('headerLinks', () => {
  it('are the spec five, in order, with their labels', () => {
    expect(headerLinks.map((link) => [link.label, link.href])).toEqual([
      ['Vreau finantare', '/finantare'],
      ['Vreau Abonament', '/abonament'],
      ['Vreau Asigurare', '/asigurare'],
      ['Intrebari Frecvente', '/faq'],
      ['Contact', '#contact'],
    ]);
  });
});

describe('footer links', () => {
  const hrefs = [...footerPageLinks, ...footerLegalLinks].map((link) => link.href);

  it.each([
    '/#cumFunctioneaza',
    '/protectia-datelor',
    '/politica-cookie',
    '/conformitate',
    '/termeni-si-conditii',
    '/sesizari-asigurari',
    '/formular-ramburs',
    '/faq',
    '/impressum',
    '#contact',
    '#contactbroker',
    'https://anpc.ro/',
    'https://anpc.ro/ce-este-sal/',
    'https://ec.europa.eu/consumers/odr',
  ])('include %s', (href) => {
    expect(hrefs).toContain(href);
  });

  it('mark exactly the off-site links as external', () => {
    for (const link of [...footerPageLinks, ...footerLegalLinks]) {
      expect(link.external === true).toBe(link.href.startsWith('https://'));
    }
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/faq', '/faq'],
    ['/faq/', '/faq'],
    ['/masini/abonament//', '/masini/abonament'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('isCurrentLink', () => {
  it.each([
    ['/faq', '/faq/', true],
    ['/faq', '/faq', true],
    ['/finantare', '/faq', false],
    ['/finantare', '/finantare/extra', false],
    ['#contact', '/', false],
    ['/#cumFunctioneaza', '/', false],
    ['https://anpc.ro/', '/', false],
  ])('%s on %s → %s', (href, pathname, expected) => {
    expect(isCurrentLink(href, pathname)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/impressum/', 'https://www.autoabonament.ro', 'https://www.autoabonament.ro/impressum'],
    ['/', 'http://localhost:4321/', 'http://localhost:4321/'],
    ['/faq', new URL('https://shop.example.ro/'), 'https://shop.example.ro/faq'],
  ])('%s on %s → %s', (pathname, site, expected) => {
    expect(canonicalUrl(pathname, site)).toBe(expected);
  });
});
