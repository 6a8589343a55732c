import { describe, expect, it } from 'vitest';
import { financingPaymentInfo, subscriptionPaymentInfo } from './payment-info-builder.ts';
import { importPriceTables } from './price-table-file.ts';

const subscription = JSON.stringify(subscriptionPaymentInfo(20_000, 5), null, 2);
const financing = JSON.stringify(financingPaymentInfo(18_990, 5), null, 2);

/** The 1-based line and column of the first `needle` in `text`. */
function where(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return `Linia ${before.length}, coloana ${(before.at(-1)?.length ?? 0) + 1}`;
}

describe('importPriceTables: files the seed writes', () => {
  it.each([
    ['a subscription', subscription, 1],
    ['a financed car (used)', financing, 2],
    ['a financed car (nearly new)', financing, 3],
  ])('accepts %s', (_name, text, category) => {
    const result = importPriceTables(text, category);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.paymentInfo).toEqual(JSON.parse(text));
  });
});

const swap = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`fixture lacks ${from}`);
  return text.replace(from, to);
};
const wrongCell = subscription.replace(/"price_months_6": (\d+)/, '"price_months_6": "$1"');
const wrongValue = /"price_months_6": ("\d+")/.exec(wrongCell)?.[1] ?? '';

describe.each([
  [
    'a missing comma',
    swap(subscription, '"exchangeRate"', '"exchangeRate" 5,"x"'),
    '5,"x"',
    'caracter neasteptat „5”',
  ],
  ['a truncated file', subscription.slice(0, 40), null, 'se termina prea devreme'],
  [
    'a subscription table on a financed car',
    subscription,
    '"subscription"',
    'trebuie sa fie de tip „financing”',
  ],
  [
    'a text where a price goes',
    wrongCell,
    wrongValue,
    '„price_table.1000.price_months_6” trebuie sa fie un numar.',
  ],
  [
    'a negative price',
    swap(subscription, '"price_months_12": ', '"price_months_12": -'),
    '-',
    'nu poate fi negativ.',
  ],
  [
    'a missing km row',
    swap(subscription, '"3000": {', '"3001": {'),
    '{\n    "1000"',
    '„price_table.3000” lipseste.',
  ],
  ['an unknown kind', swap(subscription, '"subscription"', '"rent"'), '"rent"', 'trebuie sa fie „financing”'],
])('importPriceTables refuses %s', (_name, text, needle, message) => {
  it('with its line and column, in Romanian', () => {
    const category = text.includes('"subscription"') && _name.includes('financed') ? 2 : 1;
    const result = importPriceTables(text, category);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const first = result.errors[0] ?? '';
    expect(first).toContain(message);
    if (needle !== null) expect(first.startsWith(`${where(text, needle)}:`)).toBe(true);
    else expect(first).toMatch(/^Linia \d+, coloana \d+:/);
  });
});

describe('importPriceTables on a financed car', () => {
  it('requires the cell the card shows (55% down payment, 60 months)', () => {
    const info = JSON.parse(financing);
    delete info.credit['55'];
    const result = importPriceTables(JSON.stringify(info, null, 2), 2);
    expect(result).toEqual({ ok: false, errors: [expect.stringContaining('avansul de 55% pe 60 de luni')] });
  });

  it('lists at most eight problems and counts the rest', () => {
    const text = financing.replace(/"EUR": ([\d.]+)/g, '"EUR": "$1"');
    const result = importPriceTables(text, 2);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(9);
    expect(result.errors[8]).toMatch(/^Si inca \d+ probleme\.$/);
  });

  it('refuses a file nested deeper than any price table, without exhausting the stack', () => {
    const result = importPriceTables('['.repeat(100_000), 2);
    expect(result.ok).toBe(false);
  });
});
