import { roundMoney } from '../money.ts';
import { exampleRows } from './example-text.ts';
import { computeFinancingOffer } from './financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
} from './financing-params.ts';
import { annuityPayment } from './loan-math.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';
import { representativeExample } from './representative-example.ts';

const RATE = 4.97;
/** Selling prices (EUR with VAT) spanning the seed's range: small, middle and premium cars. */
const SEED_PRICES = [8990, 18990, 34500, 61200];

const TERMS: [string, Partial<FinancingParams>][] = [
  ['the card cell (credit RON 55 % 60 months)', {}],
  ['credit 15 % 12 months', { upFront: 15, months: 12 }],
  ['credit 35 % 36 months', { upFront: 35, months: 36 }],
  ['leasing RON 50 % residual 20 % 48 months', { type: 'leasing', upFront: 50, residual: 20, months: 48 }],
  [
    'leasing EUR 30 % residual 10 % 24 months',
    { type: 'leasing', currency: 2, upFront: 30, residual: 10, months: 24 },
  ],
];

const cases = SEED_PRICES.flatMap((price) =>
  TERMS.map(([name, terms]) => ({ price, name, params: { ...DEFAULT_FINANCING_PARAMS, ...terms } })),
);

describe('representativeExample', () => {
  it.each(cases)('$price € car, $name: every figure is the calculator figure', ({ price, params }) => {
    const info = financingPaymentInfo(price, RATE);
    const example = representativeExample(info, params);
    const panel = computeFinancingOffer(info, params);
    if (!example.ok || !panel.ok) throw new Error('the seed tables price every offered cell');
    const { offer } = panel;
    expect(example.example).toMatchObject({
      type: params.type,
      currency: params.currency,
      months: params.months,
      downPayment: offer.downPayment,
      totalCreditAmount: offer.financedValue,
      residualValue: offer.residualValue,
      borrowingRate: offer.interestRate,
      dae: offer.dae,
      daeWithCasco: offer.daeTotal,
      totalPayable: offer.totalPayable,
      monthly: offer.monthly,
      casco: offer.casco,
      fileFee: offer.analizaDosar,
    });
    expect(example.example.monthlyWithoutCasco).toBe(roundMoney(offer.monthly - offer.casco));
  });

  it.each(cases)(
    '$price € car, $name: cash price and instalment without CASCO check out independently',
    ({ price, params }) => {
      const info = financingPaymentInfo(price, RATE);
      const example = representativeExample(info, params);
      if (!example.ok) throw new Error('priced');
      const eur = params.currency === 2;
      const perCurrency = eur ? 1 : RATE;
      // Down payment and financed value are each rounded to cents in the tables.
      expect(Math.abs(example.example.cashPrice - price * perCurrency)).toBeLessThanOrEqual(0.011);
      const rate = eur && params.type === 'leasing' ? info.interestRate_LFEURO : info.interestRate;
      const balloon = params.type === 'leasing' ? (price * params.residual * perCurrency) / 100 : 0;
      const financed = price * perCurrency * (1 - params.upFront / 100);
      const loan = annuityPayment(financed, rate, params.months, balloon);
      expect(Math.abs(example.example.monthlyWithoutCasco - loan)).toBeLessThanOrEqual(0.011);
      expect(example.example.rateType).toBe(eur ? 'variable' : 'fixed');
    },
  );

  it('has no example for companies, the subscription or a cell the tables lack', () => {
    const info = financingPaymentInfo(18990, RATE);
    const company = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', person: 2 } as const;
    expect(representativeExample(info, company)).toEqual({ ok: false, reason: 'company' });
    expect(representativeExample(info, DEFAULT_SUBSCRIPTION_PARAMS)).toEqual({
      ok: false,
      reason: 'subscription',
    });
    expect(representativeExample(info, { ...DEFAULT_FINANCING_PARAMS, months: 72 })).toEqual({
      ok: false,
      reason: 'missing-combination',
    });
  });

  it('prints every figure art. 8 asks for, in the chosen currency', () => {
    const info = financingPaymentInfo(18990, RATE);
    const example = representativeExample(info, {
      ...DEFAULT_FINANCING_PARAMS,
      type: 'leasing',
      currency: 2,
      upFront: 30,
    });
    if (!example.ok) throw new Error('priced');
    const rows = Object.fromEntries(exampleRows(example.example));
    expect(Object.keys(rows)).toEqual([
      'Pretul masinii (plata integrala)',
      'Avans',
      'Valoarea totala a creditului',
      'Valoare reziduala',
      'Durata',
      'Rata dobanzii variabila (anuala)',
      'DAE',
      'DAE cu CASCO inclus',
      'Comision analiza dosar',
      'Valoarea totala platibila',
      'Rata lunara cu CASCO',
      'Rata lunara fara CASCO',
    ]);
    expect(rows['Pretul masinii (plata integrala)']).toBe('18.990,00 €');
    expect(rows.Durata).toBe('60 de luni (5 ani)');
  });
});
