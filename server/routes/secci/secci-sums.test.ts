/**
 * Issue 31.1: the SECCI and the payment schedule, as generated, must add up. The tables state the
 * file-analysis fee in EUR; a RON form printed that figure with "RON" (155,00 RON for PR-1001,
 * whose fee is 155 EUR = 775 RON) while its total counted 775 RON. These tests read the PDF text a
 * customer gets and re-add its own lines (down payment, every instalment, fee, residual value) to
 * its stated total, for seeded cars and terms, then check the fee against the tables' EUR figure
 * at their rate.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type FinancingPaymentInfo, financingPaymentInfoSchema } from '../../../src/domain/cms-schemas.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
} from '../../../src/domain/financing/financing-params.ts';
import { secciUrl } from '../../../src/domain/financing/secci-links.ts';
import { scheduleUrl } from '../../../src/domain/financing/timetable-links.ts';
import { roundMoney } from '../../../src/domain/money.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { pdfBytesText } from '../../test/pdf-text.ts';

type Terms = Partial<FinancingParams>;

const SECCI_CASES: [sku: string, name: string, terms: Terms][] = [
  ['PR-1001', 'default credit RON', {}],
  ['PR-1001', 'leasing RON 30 % residual 10 %', { type: 'leasing', upFront: 30, residual: 10, months: 48 }],
  ['PR-1001', 'leasing EUR 40 %', { type: 'leasing', currency: 2, upFront: 40, residual: 15, months: 36 }],
  ['PR-1007', 'credit RON 25 % 36 months', { upFront: 25, months: 36 }],
  ['PR-1007', 'leasing RON 50 % residual 20 %', { type: 'leasing', upFront: 50, residual: 20 }],
];

const SCHEDULE_CASES: [sku: string, name: string, terms: Terms][] = [
  ['PR-1001', 'company leasing RON', { type: 'leasing', person: 2, upFront: 20, residual: 5, months: 48 }],
  ['PR-1007', 'company leasing RON', { type: 'leasing', person: 2, upFront: 50, residual: 20 }],
  ['PR-1007', 'individual credit RON', {}],
];

/** "12.345,67" → 12345.67 */
const amount = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONEY = '(\\d{1,3}(?:\\.\\d{3})*,\\d{2}) (RON|€)';

/** The amount printed after a label in the flowing text, with its currency. */
function figureAfter(text: string, label: string, between = ''): { value: number; currency: string } {
  const match = new RegExp(`${literal(label)} ${between}${MONEY}`).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no amount after "${label}" in: ${text}`);
  return { value: amount(match[1]), currency: match[2] };
}

describe.each(testBackends())('SECCI and schedule lines add up on $name', (backend) => {
  const t = useTestApp(backend);
  const tables = new Map<string, FinancingPaymentInfo>();

  beforeAll(async () => {
    for (const sku of ['PR-1001', 'PR-1007']) {
      const [car] = await t.db.select({ info: cars.paymentInfo }).from(cars).where(eq(cars.sku, sku));
      tables.set(sku, v.parse(financingPaymentInfoSchema, car?.info));
    }
  });

  it("holds the issue's cars: PR-1001 with a 155 EUR fee (775 RON), PR-1007 with 223 EUR", () => {
    expect(tables.get('PR-1001')).toMatchObject({ analiza_dosar: 155, exchangeRate: 5 });
    expect(tables.get('PR-1007')).toMatchObject({ analiza_dosar: 223 });
  });

  /** The fee the tables state (EUR), in the offer's currency at the tables' rate. */
  function expectedFee(sku: string, params: FinancingParams): number {
    const info = tables.get(sku);
    if (!info) throw new Error(`${sku} is not seeded`);
    if (params.currency === 2)
      return params.type === 'leasing' ? info.analiza_dosar_LFEURO : info.analiza_dosar;
    const withVat = roundMoney(info.analiza_dosar * info.exchangeRate);
    return params.person === 2 ? roundMoney(withVat / 1.21) : withVat;
  }

  const pdf = async (url: string) => {
    const response = await t.app.request(url);
    expect(response.status).toBe(200);
    return (await pdfBytesText(new Uint8Array(await response.arrayBuffer()))).replace(/\s+/g, ' ');
  };

  it.each(SECCI_CASES)('%s, %s: the SECCI re-adds to its total', async (sku, _name, terms) => {
    const params = { ...DEFAULT_FINANCING_PARAMS, ...terms };
    const text = await pdf(secciUrl('/api', params, sku));
    const labels = ro.secci;
    const down = figureAfter(text, labels.downPayment, '\\d+% - ');
    const instalments = new RegExp(`${literal(labels.instalments)} (\\d+) rate lunare de ${MONEY}`).exec(
      text,
    );
    const fee = figureAfter(text, labels.fileFee);
    const total = figureAfter(text, labels.totalPayable);
    const residual = params.type === 'leasing' ? figureAfter(text, labels.residualPayment, '\\d+% - ') : null;
    if (!instalments?.[1] || !instalments[2]) throw new Error(`no instalments line in: ${text}`);
    const currency = params.currency === 2 ? '€' : 'RON';
    for (const line of [down, fee, total, residual ?? down]) expect(line.currency).toBe(currency);
    expect(instalments[3]).toBe(currency);

    expect(Number(instalments[1])).toBe(params.months);
    expect(fee.value).toBe(expectedFee(sku, params));
    const sum =
      Number(instalments[1]) * amount(instalments[2]) + down.value + fee.value + (residual?.value ?? 0);
    expect(roundMoney(sum)).toBe(total.value);
  });

  it.each(SCHEDULE_CASES)('%s, %s: the payment schedule re-adds to its total', async (sku, _name, terms) => {
    const params = { ...DEFAULT_FINANCING_PARAMS, ...terms };
    const text = await pdf(scheduleUrl('/api', params, sku));
    const labels = ro.financing.pdf;
    const down = figureAfter(text, labels.downPayment, '\\d+% - ');
    const monthly = figureAfter(text, labels.monthly);
    const fee = figureAfter(text, labels.fileAnalysis);
    const total = figureAfter(text, labels.totalPayable);
    const residual = params.type === 'leasing' ? figureAfter(text, labels.residual, '\\d+% - ') : null;
    for (const line of [down, monthly, fee, total, residual ?? down]) expect(line.currency).toBe('RON');

    expect(fee.value).toBe(expectedFee(sku, params));
    const sum = params.months * monthly.value + down.value + fee.value + (residual?.value ?? 0);
    expect(roundMoney(sum)).toBe(total.value);
  });
});
