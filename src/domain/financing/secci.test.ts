import { roSecci } from '../../i18n/ro.ts';
import { formatRate } from '../format.ts';
import { roundMoney } from '../money.ts';
import { exampleMoney } from './example-text.ts';
import { computeFinancingOffer } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';
import { representativeExample } from './representative-example.ts';
import { secciSections } from './secci.ts';

const CREDITOR = {
  legalName: 'Creditor Test IFN SA',
  address: 'Str. Exemplu 1, Bucuresti',
  registration: 'J40/1/2000',
  cui: 'RO1',
  phone: '+40 21 000 00 00',
  email: 'credit@example.ro',
};
const CAR = { sku: 'B-1', productName: 'Dacia Duster' };

const TERMS: [string, Partial<FinancingParams>][] = [
  ['credit RON default', {}],
  ['credit RON 25 % 24 months', { upFront: 25, months: 24 }],
  ['leasing RON 40 % residual 15 %', { type: 'leasing', upFront: 40, residual: 15, months: 36 }],
  ['leasing EUR 50 % residual 5 %', { type: 'leasing', currency: 2, upFront: 50, residual: 5, months: 60 }],
];
const cases = [12_490, 27_300, 54_900].flatMap((price) =>
  TERMS.map(([name, terms]) => ({ price, name, params: { ...DEFAULT_FINANCING_PARAMS, ...terms } })),
);

function sectionsFor(price: number, params: FinancingParams, validUntil: string | null = null) {
  const info = financingPaymentInfo(price, 4.97);
  const example = representativeExample(info, params);
  const panel = computeFinancingOffer(info, params);
  if (!example.ok || !panel.ok) throw new Error('the seed tables price every offered cell');
  const sections = secciSections({ example: example.example, creditor: CREDITOR, car: CAR, validUntil });
  const fields = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const item of sections.flatMap((section) => section.items)) {
    if (item.kind === 'field') fields.set(item.label, item.value);
    else texts.set(item.label || item.text, item.text);
  }
  return { sections, fields, texts, offer: panel.offer };
}

describe('secciSections', () => {
  it.each(cases)(
    '$price € car, $name: the form repeats the panel figures to the cent',
    ({ price, params }) => {
      const { fields, offer } = sectionsFor(price, params);
      const money = (value: number) => exampleMoney(value, params.currency);
      expect(fields.get(roSecci.totalCreditAmount)).toBe(money(offer.financedValue));
      expect(fields.get(roSecci.cashPrice)).toBe(money(roundMoney(offer.downPayment + offer.financedValue)));
      expect(fields.get(roSecci.downPayment)).toBe(`${params.upFront}% - ${money(offer.downPayment)}`);
      expect(fields.get(roSecci.instalments)).toBe(`${params.months} rate lunare de ${money(offer.monthly)}`);
      expect(fields.get(roSecci.instalmentsWithoutCasco)).toBe(
        money(roundMoney(offer.monthly - offer.casco)),
      );
      expect(fields.get(roSecci.totalPayable)).toBe(money(offer.totalPayable));
      expect(fields.get(roSecci.dae)).toBe(formatRate(offer.dae));
      expect(fields.get(roSecci.daeWithCasco)).toBe(formatRate(offer.daeTotal));
      expect(fields.get(roSecci.fileFee)).toBe(money(offer.analizaDosar));
      expect(fields.get(roSecci.casco)).toBe(money(offer.casco));
      expect(fields.get(roSecci.residualPayment)).toBe(
        offer.residualValue === null ? undefined : `${params.residual}% - ${money(offer.residualValue)}`,
      );
    },
  );

  it('has the four Annex I sections with the creditor, the rate type and the legal rights', () => {
    const credit = sectionsFor(27_300, DEFAULT_FINANCING_PARAMS, '2026-12-31');
    expect(credit.sections.map((section) => section.heading)).toEqual([
      roSecci.creditorHeading,
      roSecci.featuresHeading,
      roSecci.costsHeading,
      roSecci.legalHeading,
    ]);
    expect(credit.fields.get(roSecci.creditor)).toBe(CREDITOR.legalName);
    expect(credit.texts.get(roSecci.borrowingRate)).toBe(
      `${credit.offer.interestRate.toString().replace('.', ',')}% pe an, fixa pe toata durata`,
    );
    expect(credit.texts.get(roSecci.withdrawal)).toContain('14 zile');
    expect(credit.texts.get(roSecci.validity)).toBe('Aceste informatii sunt valabile pana la 31.12.2026.');
    expect(credit.texts.get(roSecci.currencyNoteRon)).toBe(roSecci.currencyNoteRon);
    // Bundled CASCO unbundled (CCD II): the rate without it, and the note that the customer may
    // bring an equivalent policy from another insurer right under the CASCO cost.
    expect(credit.fields.get(roSecci.instalmentsWithoutCasco)).toBe(
      exampleMoney(roundMoney(credit.offer.monthly - credit.offer.casco), 1),
    );
    const costs = credit.sections[2]?.items ?? [];
    const cascoAt = costs.findIndex((item) => item.label === roSecci.casco);
    expect(cascoAt).toBeGreaterThan(-1);
    expect(costs[cascoAt + 1]).toEqual({ kind: 'text', label: '', text: roSecci.cascoText });
    expect(roSecci.cascoText).toContain('alt asigurator');

    const eurLeasing = sectionsFor(27_300, {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing',
      currency: 2,
      upFront: 30,
    });
    expect(eurLeasing.texts.get(roSecci.borrowingRate)).toContain('variabila');
    expect(eurLeasing.texts.get(roSecci.currencyNoteEur)).toBe(roSecci.currencyNoteEur);
    expect(eurLeasing.texts.get(roSecci.validity)).toBe(roSecci.validityUntilChange);
  });
});

describe('secciSections rates', () => {
  it('prints every yearly rate with two decimals ("7,30%", never "7,3%")', () => {
    const info = financingPaymentInfo(27_300, 4.97);
    const cell = info.credit['55']?.monthlyPayment['60'];
    if (!cell) throw new Error('the seed tables price the default cell');
    cell.DAE = 7.3;
    cell.DAE_Total = 10.38;
    const example = representativeExample({ ...info, interestRate: 9 });
    if (!example.ok) throw new Error('the default cell has an example');
    const items = secciSections({ example: example.example, creditor: CREDITOR, car: CAR, validUntil: null })
      .flatMap((section) => section.items)
      .map((item) => [item.label, item.kind === 'field' ? item.value : item.text] as const);
    const byLabel = new Map(items);
    expect(byLabel.get(roSecci.dae)).toBe('7,30%');
    expect(byLabel.get(roSecci.daeWithCasco)).toBe('10,38%');
    expect(byLabel.get(roSecci.borrowingRate)).toBe('9,00% pe an, fixa pe toata durata');
  });
});
