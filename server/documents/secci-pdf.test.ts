/**
 * The SECCI form is a function of its inputs: the same simulation on the same day is laid out
 * once and shared, another day or other terms make another document, and a form pushed out of the
 * bounded memory is laid out again to the same bytes.
 */
import { DEFAULT_FINANCING_PARAMS } from '../../src/domain/financing/financing-params.ts';
import { financingPaymentInfo } from '../../src/domain/financing/payment-info-builder.ts';
import { representativeExample } from '../../src/domain/financing/representative-example.ts';
import { type SecciDocument, secciPdf } from './secci-pdf.ts';

function secciOf(price: number, issuedOn = '2026-05-04'): SecciDocument {
  const result = representativeExample(financingPaymentInfo(price, 4.97), DEFAULT_FINANCING_PARAMS);
  if (!result.ok) throw new Error('the built tables price the default terms');
  return {
    car: { sku: 'B-1', productName: 'Dacia Duster' },
    example: result.example,
    issuedOn,
    validUntil: '2026-05-31',
    support: { phone: '+40 21 300 40 50', email: 'contact@autoabonament.ro' },
  };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('secciPdf', () => {
  it('lays out the same simulation on the same day once', async () => {
    const first = await secciPdf(secciOf(12_490));
    expect(text(first).startsWith('%PDF-')).toBe(true);
    expect(await secciPdf(secciOf(12_490))).toBe(first);
  });

  it('makes another document for another day or another price', async () => {
    const first = await secciPdf(secciOf(12_491));
    expect(text(await secciPdf(secciOf(12_491, '2026-05-05')))).not.toBe(text(first));
    expect(text(await secciPdf(secciOf(12_492)))).not.toBe(text(first));
  });

  it('lays out a form again to the same bytes once it has been pushed out of memory', async () => {
    const first = await secciPdf(secciOf(20_000));
    for (let price = 30_000; price < 30_070; price += 1) await secciPdf(secciOf(price));
    const again = await secciPdf(secciOf(20_000));
    expect(again).not.toBe(first);
    expect(text(again)).toBe(text(first));
  });
});
