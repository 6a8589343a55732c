/**
 * Issue 31.11: the legal texts contradicted each other (EURIBOR 3M in the SECCI and 6M in the
 * disclaimer; Directive 2008/48/CE beside 2023/2225; withdrawal counted "de la semnare" while the
 * shop concludes the contract at payment). Each fact now lives once in roLegal; these tests fail
 * when a contradicting literal reappears in the catalogue (src/i18n) or in the seeded CMS texts
 * (server/seed), as source or as the text a customer reads.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FINANCING_PARAMS } from '../../src/domain/financing/financing-params.ts';
import { financingPaymentInfo } from '../../src/domain/financing/payment-info-builder.ts';
import { representativeExample } from '../../src/domain/financing/representative-example.ts';
import { secciSections } from '../../src/domain/financing/secci.ts';
import { ro, roLegal } from '../../src/i18n/ro.ts';
import { pdfBytesText } from '../test/pdf-text.ts';
import { FINANCING_DISCLAIMER } from './car-texts.ts';
import { FAQ_CATEGORIES } from './data/faqs.ts';
import { STATIC_PAGES } from './data/pages.ts';
import { PRODUCT_DOCUMENTS } from './media/product-documents.ts';

/** Where a text contradicts roLegal, as a short reason; none when it agrees. */
function contradictions(text: string): string[] {
  const found: string[] = [];
  if (/2008\/48/.test(text)) found.push('names Directive 2008/48 instead of roLegal.creditDirective');
  for (const match of text.matchAll(/EURIBOR/g)) {
    if (!text.startsWith(roLegal.referenceRate, match.index)) {
      found.push(
        `a reference rate other than ${roLegal.referenceRate}: "${text.slice(match.index, match.index + 20)}"`,
      );
    }
  }
  // The withdrawal period starts when the contract is concluded (payment), never at a signature.
  // A sentence ends at its full stop or its line: in a source file, two neighbouring strings (the
  // order page's "Semnarea contractului" and "Retragere din contract" steps) are not one sentence.
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (/retrag/i.test(sentence) && /semnar/i.test(sentence))
      found.push(`withdrawal tied to a signature: "${sentence}"`);
  }
  for (const match of text.matchAll(/14 zile (?:calendaristice )?(de la [^,.]*)/g)) {
    if (!match[1]?.startsWith(roLegal.withdrawalStart.replace(/\s*\(.*$/, ''))) {
      found.push(`withdrawal counted "${match[1]}" instead of "${roLegal.withdrawalStart}"`);
    }
  }
  return found;
}

/** Every string inside a value (the catalogue's nested groups). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('legal facts are stated once (roLegal)', () => {
  it('the contradiction check catches each of the issue texts', () => {
    expect(contradictions('variabila (EURIBOR 3M plus marja fixa)')).toHaveLength(1);
    expect(contradictions('DAE este calculata conform Directivei 2008/48/CE.')).toHaveLength(1);
    expect(
      contradictions('Ai dreptul sa te retragi in termen de 14 zile calendaristice de la semnare.').length,
    ).toBeGreaterThan(0);
    expect(contradictions(`pe baza ${roLegal.referenceRate} plus marja`)).toEqual([]);
  });

  it('no catalogue or seed source file spells a fact roLegal owns', async () => {
    const files = [...(await sourceFiles('src/i18n')), ...(await sourceFiles('server/seed'))];
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of files) {
      if (file.endsWith(join('ro', 'legal.ts'))) continue;
      const source = await readFile(file, 'utf8');
      // Texts fill the reference rate from roLegal; a literal EURIBOR is a second source.
      if (source.includes('EURIBOR')) offenders.push(`${file}: a literal EURIBOR`);
      offenders.push(...contradictions(source).map((reason) => `${file}: ${reason}`));
    }
    expect(offenders).toEqual([]);
  });

  it('no text of the catalogue contradicts it', () => {
    expect(strings(ro).flatMap(contradictions)).toEqual([]);
  });

  it('no seeded CMS text contradicts it: disclaimer, pages, FAQ, product sheets', async () => {
    const seeded = [
      FINANCING_DISCLAIMER,
      ...STATIC_PAGES.map((page) => page.content),
      ...FAQ_CATEGORIES.flatMap((category) => category.faqs.flat()),
    ];
    for (const make of Object.values(PRODUCT_DOCUMENTS)) {
      seeded.push((await pdfBytesText(await make())).replace(/\s+/g, ' '));
    }
    expect(seeded.flatMap(contradictions)).toEqual([]);
    expect(FINANCING_DISCLAIMER).toContain(roLegal.referenceRate);
    expect(FINANCING_DISCLAIMER).toContain(roLegal.creditDirectiveOf);
    const terms = STATIC_PAGES.find((page) => page.slug === 'termeni-si-conditii')?.content;
    expect(terms).toContain(`14 zile calendaristice ${roLegal.withdrawalStart}`);
  });

  it('the SECCI says what the disclaimer and the withdrawal page say', () => {
    const info = financingPaymentInfo(27_300, 5);
    const params = {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing' as const,
      currency: 2 as const,
      upFront: 30,
    };
    const example = representativeExample(info, params);
    if (!example.ok) throw new Error('the seed tables price EUR leasing');
    const creditor = { legalName: 'C', address: 'A', registration: 'R', cui: 'U', phone: 'P', email: 'E' };
    const car = { sku: 'PR-1', productName: 'Masina' };
    const text = secciSections({ example: example.example, creditor, car, validUntil: null })
      .flatMap((section) => section.items)
      .map((item) => (item.kind === 'field' ? item.value : item.text))
      .join(' ');
    expect(contradictions(text)).toEqual([]);
    expect(text).toContain(roLegal.referenceRate);
    expect(text).toContain(`14 zile calendaristice ${roLegal.withdrawalStart}`);
    expect(ro.withdrawal.intro).toContain(`14 zile calendaristice ${roLegal.withdrawalStart}`);
  });
});
