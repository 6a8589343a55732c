/**
 * Issue 34: every business figure lives in one place, the settings. A Romanian text (the catalogue
 * under src/i18n, the seeded FAQ, legal pages and car disclaimers) names a figure only through a
 * placeholder; these tests fail when one is written out again, and check that each placeholder is
 * filled from the settings, whatever they say.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type BusinessFigures,
  DEFAULT_FIGURES,
  figureTexts,
  fillContentFigures,
  fillFigures,
  withFigures,
} from '../../src/domain/business-figures.ts';
import { ro } from '../../src/i18n/ro.ts';
import { FINANCING_DISCLAIMER, SUBSCRIPTION_DISCLAIMER } from './car-texts.ts';
import { FAQ_CATEGORIES } from './data/faqs.ts';
import { STATIC_PAGES } from './data/pages.ts';

/** The written-out forms of today's figures a Romanian text must not contain. */
const LITERALS: readonly RegExp[] = [
  /\b220(?:[.,]00)?\s*(?:EUR|€|euro)/i,
  /\b800(?:[.,]00)?\s*(?:EUR|€|euro)/i,
  /\b150(?:[.,]00)?\s*(?:EUR|€|euro)/i,
  /1\s?% din valoarea/i,
  /\+40\s?21\s?300\s?40\s?50/,
  /\+40213004050/,
  /contact@autoabonament\.ro/i,
  /09:00\s*-\s*18:00/,
];

/** Every string in a catalogue group, with where it sits. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

const literalIn = (text: string) => LITERALS.find((pattern) => pattern.test(text)) ?? null;

const SEEDED: [string, string][] = [
  ['FINANCING_DISCLAIMER', FINANCING_DISCLAIMER],
  ['SUBSCRIPTION_DISCLAIMER', SUBSCRIPTION_DISCLAIMER],
  ...FAQ_CATEGORIES.flatMap((category) =>
    category.faqs.map(([question, answer]): [string, string] => [`faq "${question}"`, answer]),
  ),
  ...STATIC_PAGES.map((page): [string, string] => [`page ${page.slug}`, page.content]),
];

describe('no business figure written out in a Romanian text', () => {
  it('the patterns catch the forms the texts used to have', () => {
    for (const text of [
      'garantie de 800 EUR',
      'taxa de 220 EUR',
      '+40 21 300 40 50',
      'contact@autoabonament.ro',
    ]) {
      expect(literalIn(text), text).not.toBeNull();
    }
    expect(literalIn('Mercedes C 220 d, 800 km')).toBeNull();
  });

  it('the catalogue (src/i18n/ro)', () => {
    const found = strings(ro, 'ro').filter(([, text]) => literalIn(text) !== null);
    expect(found.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('the catalogue files as written (also strings outside the ro object)', async () => {
    const dir = join(import.meta.dirname, '../../src/i18n/ro');
    const found: string[] = [];
    for (const name of await readdir(dir)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const source = await readFile(join(dir, name), 'utf8');
      const pattern = literalIn(source);
      if (pattern) found.push(`${name}: ${pattern}`);
    }
    expect(found).toEqual([]);
  });

  it.each(SEEDED)('the seeded %s', (_where, text) => {
    expect(literalIn(text)).toBeNull();
  });
});

/** Figures unlike the seeded ones, so a text that ignores the settings shows the old figure. */
const CHANGED: BusinessFigures = {
  reservationFeeEur: 250,
  guaranteeEur: 1_000,
  eurRonRate: 4.9775,
  fileFeePct: 1.5,
  fileFeeMinEur: 175,
  supportPhone: '+40 31 111 22 33',
  supportEmail: 'ajutor@exemplu.ro',
  supportHours: 'Luni - Sambata 08:00-20:00',
  extraKmEur: 0.2,
  cascoExcessEur: 300,
  rcaEstimateRonYear: 1_800,
  carTaxEstimateRonYear: 650,
  depreciationPctYear: 12.5,
  valueLossEurPer1000Km: 30,
};

describe('placeholders are filled from the settings', () => {
  it.each([
    ['{reservation_fee}', '250 EUR'],
    ['{guarantee}', '1.000 EUR'],
    ['{eur_ron_rate}', '4,9775'],
    ['{file_fee_pct}', '1,5%'],
    ['{file_fee_min}', '175 EUR'],
    ['{support_phone}', '+40 31 111 22 33'],
    ['{support_email}', 'ajutor@exemplu.ro'],
    ['{support_hours}', 'Luni - Sambata 08:00-20:00'],
    ['{extra_km_price}', '0,20 EUR'],
    ['{casco_excess}', '300 EUR'],
    ['{rca_estimate}', '1.800 lei'],
    ['{car_tax_estimate}', '650 lei'],
    ['{depreciation_pct}', '12,5%'],
    ['{value_loss_per_1000_km}', '30 EUR'],
    ['pana la {date}', 'pana la {date}'],
  ])('catalogue %s → %s', (template, expected) => {
    expect(fillFigures(template, CHANGED)).toBe(expected);
  });

  it.each([
    ['<strong>{{reservation_fee}}</strong>', 'html', '<strong>250 EUR</strong>'],
    ['{{ guarantee }}', 'text', '1.000 EUR'],
    [
      '<a href="mailto:{{support_email}}">{{support_email}}</a>',
      'html',
      '<a href="mailto:ajutor@exemplu.ro">ajutor@exemplu.ro</a>',
    ],
    ['{{unknown}} ramane', 'html', '{{unknown}} ramane'],
    ['{reservation_fee} is the catalogue form', 'html', '{reservation_fee} is the catalogue form'],
  ] as const)('content %s (%s) → %s', (content, as, expected) => {
    expect(fillContentFigures(content, CHANGED, as)).toBe(expected);
  });

  it('a value with markup stays text in HTML', () => {
    const figures = { ...CHANGED, supportHours: '<b>L-V</b> & "S"' };
    expect(fillContentFigures('<p>{{support_hours}}</p>', figures, 'html')).toBe(
      '<p>&lt;b&gt;L-V&lt;/b&gt; &amp; &quot;S&quot;</p>',
    );
    expect(fillContentFigures('{{support_hours}}', figures, 'text')).toBe('<b>L-V</b> & "S"');
  });

  /** The name of every figure placeholder a text holds. */
  const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((m) => m[1] ?? '');
  const names = new Set(Object.keys(figureTexts(CHANGED)));

  it('every catalogue text that names a figure gets it from the settings', () => {
    const naming = strings(ro, 'ro').filter(([, text]) => placeholders(text).some((name) => names.has(name)));
    expect(naming.length).toBeGreaterThanOrEqual(8);
    const filled = strings(withFigures(ro, CHANGED), 'ro');
    const byPath = new Map(filled);
    for (const [path, text] of naming) {
      const result = byPath.get(path) ?? '';
      for (const name of placeholders(text).filter((n) => names.has(n))) {
        expect(result, path).toContain(figureTexts(CHANGED)[name as keyof ReturnType<typeof figureTexts>]);
      }
      expect(result, path).not.toMatch(
        /\{(reservation_fee|guarantee|support_\w+|file_fee_\w+|eur_ron_rate)\}/,
      );
    }
  });

  it.each(SEEDED.filter(([, text]) => /\{\{/.test(text)))(
    'the seeded %s names its figures from the settings',
    (_where, text) => {
      const filled = fillContentFigures(text, CHANGED, 'html');
      expect(filled).not.toMatch(/\{\{/);
      expect(literalIn(filled)).toBeNull();
      for (const name of placeholders(text)) {
        expect(filled).toContain(figureTexts(CHANGED)[name as keyof ReturnType<typeof figureTexts>]);
      }
    },
  );

  it('the seeded figures fill the texts as they were written before', () => {
    expect(fillContentFigures(FINANCING_DISCLAIMER, DEFAULT_FIGURES, 'text')).toContain(
      'Taxa de rezervare de 220 EUR cu TVA se deduce din avans.',
    );
    expect(fillFigures(ro.carPage.disclaimerSubscription, DEFAULT_FIGURES)).toContain('Garantia de 800 EUR');
  });
});
