/**
 * A compact text form of a car's financing tables, for the car page to hand to its calculator
 * island. The CMS shape repeats fourteen field names in each of its ~275 cells, and Astro wraps
 * every value of an island prop in its own type tag: the tables took ~150 KB of each car page and
 * a fifth of the build's time. Packed, they are one JSON text of positional number arrays (no
 * quotes to escape in the HTML attribute), about a third of the JSON size; `unpack` restores the exact
 * object, so the island computes with what the CMS sent. The embedded CMS stores each financed car's
 * packing beside its tables and the build asks for that (GET /car-details?tables=packed): a third
 * of the bytes to read, send and parse, and nothing to pack per page.
 */
import type { FinancingPaymentInfo, MonthlyFigures } from '../cms-schemas.ts';

/**
 * Cell fields in packed order. The optional (EUR leasing) ones come last: absent, they are packed
 * as null, and nulls at the end are left out.
 */
const FIGURE_FIELDS = [
  'EUR',
  'RON',
  'cascoInsurance',
  'cascoInsuranceRon',
  'totalVolumeRON',
  'totalVolumeEUR',
  'totalCreditValueRON',
  'totalCreditValueEUR',
  'DAE',
  'DAE_Total',
  'LFEURO',
  'totalVolumeLFEURO',
  'DAE_LFEURO',
  'DAE_Total_LFEURO',
] as const satisfies readonly (keyof MonthlyFigures)[];

type DownPaymentEntry = FinancingPaymentInfo['credit'][string];
type LeasingEntry = FinancingPaymentInfo['leasing_fizica'][string];
type ResidualEntry = LeasingEntry['residualRate'][string];
type Pair = { readonly RON: number; readonly EUR: number };

/** Record keys are digit strings ("15", "60"); packed as numbers unless that would change them. */
type PackedKey = number | string;
type PackedFigures = [PackedKey, ...(number | null)[]];
type PackedDownPayment = [PackedKey, number, number, number, number, PackedFigures[]];
type PackedLeasing = [...PackedDownPayment, [PackedKey, number, number, PackedFigures[]][]];
type PackedInfo = [
  format: typeof PACKED_FORMAT,
  exchangeRate: number,
  fileFee: number,
  fileFeeLeasingEur: number,
  interestRate: number,
  interestRateLeasingEur: number,
  credit: PackedDownPayment[],
  leasingIndividual: PackedLeasing[],
  leasingCompany: PackedLeasing[],
];

/**
 * The packed layout's version, its first element. The CMS stores each car's packed text (the build
 * reads it instead of the tables), so a text written under another layout must be told apart
 * rather than misread: a change of layout bumps this.
 */
const PACKED_FORMAT = 1;
/** How every text in the current layout starts. */
export const CURRENT_PACKING_PREFIX = `[${PACKED_FORMAT},`;

/** Whether `text` is in the layout this code packs and unpacks. */
export const isCurrentPacking = (text: string): boolean => text.startsWith(CURRENT_PACKING_PREFIX);

const packKey = (key: string): PackedKey => (String(Number(key)) === key ? Number(key) : key);
const unpackKey = (key: PackedKey): string => String(key);

function packFigures(months: string, figures: MonthlyFigures): PackedFigures {
  const packed: PackedFigures = [packKey(months)];
  let filled = 1;
  for (let index = 0; index < FIGURE_FIELDS.length; index++) {
    const field = FIGURE_FIELDS[index];
    const value = field === undefined ? undefined : figures[field];
    packed.push(value ?? null);
    if (value !== undefined) filled = index + 2;
  }
  packed.length = filled;
  return packed;
}

function unpackFigures(packed: PackedFigures): MonthlyFigures {
  // One object literal in FIGURE_FIELDS order: every cell gets the same shape at once, where
  // adding the fields one by one made each cell walk V8's shape transitions (the build unpacks
  // ~275 cells per financed car). A required field the text lacks stays for the schema to report.
  const figures = {
    EUR: packed[1],
    RON: packed[2],
    cascoInsurance: packed[3],
    cascoInsuranceRon: packed[4],
    totalVolumeRON: packed[5],
    totalVolumeEUR: packed[6],
    totalCreditValueRON: packed[7],
    totalCreditValueEUR: packed[8],
    DAE: packed[9],
    DAE_Total: packed[10],
  } as MonthlyFigures;
  if (packed.length > 11) {
    if (typeof packed[11] === 'number') figures.LFEURO = packed[11];
    if (typeof packed[12] === 'number') figures.totalVolumeLFEURO = packed[12];
    if (typeof packed[13] === 'number') figures.DAE_LFEURO = packed[13];
    if (typeof packed[14] === 'number') figures.DAE_Total_LFEURO = packed[14];
  }
  return figures;
}

function packMonthly(monthly: DownPaymentEntry['monthlyPayment']): PackedFigures[] {
  return Object.entries(monthly).map(([months, figures]) => packFigures(months, figures));
}

function unpackMonthly(packed: PackedFigures[]): DownPaymentEntry['monthlyPayment'] {
  return Object.fromEntries(packed.map((cell) => [unpackKey(cell[0]), unpackFigures(cell)]));
}

const pair = (RON: number, EUR: number): Pair => ({ RON, EUR });

function packDownPayment(percent: string, entry: DownPaymentEntry): PackedDownPayment {
  const { downpayment, financedValue, monthlyPayment } = entry;
  return [
    packKey(percent),
    downpayment.RON,
    downpayment.EUR,
    financedValue.RON,
    financedValue.EUR,
    packMonthly(monthlyPayment),
  ];
}

function unpackDownPayment(packed: PackedDownPayment | PackedLeasing): DownPaymentEntry {
  const [, downRon, downEur, financedRon, financedEur, monthly] = packed;
  return {
    downpayment: pair(downRon, downEur),
    financedValue: pair(financedRon, financedEur),
    monthlyPayment: unpackMonthly(monthly),
  };
}

function packLeasing(table: FinancingPaymentInfo['leasing_fizica']): PackedLeasing[] {
  return Object.entries(table).map(([percent, entry]) => [
    ...packDownPayment(percent, entry),
    Object.entries(entry.residualRate).map(([residual, { residualValue, monthlyPayment }]) => [
      packKey(residual),
      residualValue.RON,
      residualValue.EUR,
      packMonthly(monthlyPayment),
    ]),
  ]);
}

function unpackLeasing(packed: PackedLeasing[]): FinancingPaymentInfo['leasing_fizica'] {
  return Object.fromEntries(
    packed.map((entry): [string, LeasingEntry] => {
      const residuals = entry[6].map(([residual, ron, eur, monthly]): [string, ResidualEntry] => [
        unpackKey(residual),
        { residualValue: pair(ron, eur), monthlyPayment: unpackMonthly(monthly) },
      ]);
      return [
        unpackKey(entry[0]),
        { ...unpackDownPayment(entry), residualRate: Object.fromEntries(residuals) },
      ];
    }),
  );
}

/**
 * The hand-over between the two directions in one process. A car page packs its car's tables and,
 * while rendering the same page, server-renders the island that unpacks that very text: handing
 * the object over skips re-parsing and rebuilding ~275 cells per page (about 4 % of a 10,000-car
 * build's CPU). One entry only, so nothing accumulates; the browser never packs, so there the text
 * is always parsed.
 */
let lastPacked: { readonly text: string; readonly info: FinancingPaymentInfo } | null = null;
/**
 * Tables that were unpacked from a text, with that text: the build reads the CMS's stored packing
 * and the page hands the same text to its island instead of packing again. Weak, so the entries
 * go with the cars.
 */
const unpackedFrom = new WeakMap<FinancingPaymentInfo, string>();

export function packFinancingInfo(info: FinancingPaymentInfo): string {
  const text = unpackedFrom.get(info) ?? packText(info);
  lastPacked = { text, info };
  return text;
}

function packText(info: FinancingPaymentInfo): string {
  const packed: PackedInfo = [
    PACKED_FORMAT,
    info.exchangeRate,
    info.analiza_dosar,
    info.analiza_dosar_LFEURO,
    info.interestRate,
    info.interestRate_LFEURO,
    Object.entries(info.credit).map(([percent, entry]) => packDownPayment(percent, entry)),
    packLeasing(info.leasing_fizica),
    packLeasing(info.leasing_juridica),
  ];
  return JSON.stringify(packed);
}

/**
 * The inverse of packFinancingInfo, for text that function produced. Text of another layout, or not
 * a packing at all, throws; the values themselves are for the caller's schema to check.
 */
export function unpackFinancingInfo(text: string): FinancingPaymentInfo {
  if (lastPacked?.text === text) return lastPacked.info;
  if (!isCurrentPacking(text)) throw new Error(`not tables packed in format ${PACKED_FORMAT}`);
  const [
    ,
    exchangeRate,
    fileFee,
    fileFeeLeasingEur,
    interestRate,
    interestRateLeasingEur,
    credit,
    fizica,
    juridica,
  ] = JSON.parse(text) as PackedInfo;
  const info: FinancingPaymentInfo = {
    kind: 'financing',
    exchangeRate,
    analiza_dosar: fileFee,
    analiza_dosar_LFEURO: fileFeeLeasingEur,
    interestRate,
    interestRate_LFEURO: interestRateLeasingEur,
    credit: Object.fromEntries(credit.map((entry) => [unpackKey(entry[0]), unpackDownPayment(entry)])),
    leasing_fizica: unpackLeasing(fizica),
    leasing_juridica: unpackLeasing(juridica),
  };
  unpackedFrom.set(info, text);
  return info;
}

/**
 * A car as GET /car-details?tables=packed answers it: a financed car's tables come as
 * `{ kind: 'financing', packed: '<packFinancingInfo text>' }` and are unpacked in place, for the
 * caller's schema to check like tables sent whole. Unreadable packed text throws.
 */
export function unpackCarTables(car: unknown): void {
  if (typeof car !== 'object' || car === null) return;
  const record = car as { payment_info?: unknown };
  const tables = record.payment_info as { kind?: unknown; packed?: unknown } | null | undefined;
  if (tables?.kind !== 'financing' || typeof tables.packed !== 'string') return;
  record.payment_info = unpackFinancingInfo(tables.packed);
}
