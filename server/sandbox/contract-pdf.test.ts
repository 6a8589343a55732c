import { extractText, getDocumentProxy } from 'unpdf';
import { companyOrder, individualOrder } from '../orders/order.fixture.ts';
import { type ContractData, contractDataFromOrder, generateContractPdf, toPdfAscii } from './contract-pdf.ts';

const credit = contractDataFromOrder(
  individualOrder({ contact: { ...individualOrder().contact, nume: 'Ștefănescu', prenume: 'Ioana' } }),
  { productName: 'Dacia Duster 1.5 dCi', sku: 'B-101' },
  {
    date: '2026-05-15',
    fee: { eur: 220, ron: 1095.05 },
    subscription: null,
    figures: {
      currency: 'RON',
      instalment: 1234.5,
      downpayment: 27500,
      financedValue: 22500,
      residualValue: null,
    },
  },
);

async function pdfText(data: ContractData): Promise<string> {
  const bytes = await generateContractPdf(data);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('toPdfAscii', () => {
  it.each([
    ['Ștefănescu Țărână', 'Stefanescu Tarana'],
    ['Îngheț', 'Inghet'],
    ['emoji 🚗', 'emoji ??'],
  ])('%s → %s', (input, output) => {
    expect(toPdfAscii(input)).toBe(output);
  });
});

describe('generateContractPdf', () => {
  it('writes a real PDF with the parties, car and credit figures', async () => {
    const bytes = await generateContractPdf(credit);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(credit);
    for (const expected of [
      'CONTRACT DE CREDIT AUTO',
      'Ioana Stefanescu',
      'Dacia Duster 1.5 dCi',
      // Romanian formats: "de" from 20 on, dates day.month.year, amounts 1.234,50.
      'din 15.05.2026',
      'Durata: 60 de luni',
      'Avans: 55% (27.500,00 RON)',
      'Rata lunara: 1.234,50 RON',
      'Taxa de rezervare: 220,00 EUR (1.095,05 lei)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the company and the leasing residual', async () => {
    const data = contractDataFromOrder(
      companyOrder(),
      { productName: 'Skoda Superb', sku: 'C-7' },
      {
        date: '2026-05-15',
        fee: { eur: 220, ron: 1100 },
        subscription: null,
        figures: {
          currency: 'EUR',
          instalment: 410,
          downpayment: 9000,
          financedValue: 21000,
          residualValue: 6000,
        },
      },
    );
    const text = await pdfText(data);
    expect(text).toContain('CONTRACT DE LEASING FINANCIAR');
    expect(text).toContain('Societatea Exemplu Trans SRL, CUI 12345674');
    expect(text).toContain('Valoare reziduala: 6.000,00 EUR');
  });

  it('shows the subscription terms and the guarantee', async () => {
    const data = contractDataFromOrder(
      individualOrder({ productType: 'carSubscription', months: 12 }),
      { productName: 'VW ID.3', sku: 'A-1' },
      {
        date: '2026-05-15',
        fee: { eur: 800, ron: 3982 },
        figures: null,
        subscription: { monthlyPriceEur: 499, monthlyKm: 1500, pickupDate: '2026-05-20' },
      },
    );
    const text = await pdfText(data);
    expect(text).toContain('CONTRACT DE ABONAMENT AUTO');
    expect(text).toContain('Pret lunar abonament: 499,00 EUR');
    expect(text).toContain('Kilometri inclusi pe luna: 1.500');
    expect(text).toContain('Durata: 12 luni');
    expect(text).toContain('Data preluarii: 20.05.2026');
    expect(text).toContain('Garantie: 800,00 EUR (3.982,00 lei)');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('prints what the promotions the order was placed with give (issue 31.2)', async () => {
    const data = contractDataFromOrder(
      individualOrder({
        productType: 'carSubscription',
        months: 12,
        promotions: [
          { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
          { kind: 'free_delivery', name: 'Livrare gratuită' },
        ],
      }),
      { productName: 'VW ID.3', sku: 'A-1' },
      {
        date: '2026-05-15',
        fee: { eur: 800, ron: 3982 },
        figures: null,
        subscription: { monthlyPriceEur: 499, monthlyKm: 1500, pickupDate: '2026-05-20' },
      },
    );
    const text = await pdfText(data);
    expect(text).toContain('Pret lunar abonament: 499,00 EUR');
    expect(text).toContain('Pret prima luna: 249,50 EUR (TVA inclus), reducere 50% (-249,50 EUR)');
    expect(text).toContain('Livrare la domiciliu: gratuita (promotia Livrare gratuita)');
  });

  it('prints no promotion lines for an order placed without one', async () => {
    const text = await pdfText(credit);
    expect(text).not.toContain('prima luna');
    expect(text).not.toContain('Livrare la domiciliu');
  });
});
