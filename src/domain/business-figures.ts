/**
 * The business figures every text, page and fee computation names: the reservation fee, the
 * subscription guarantee, the EUR/RON rate, the file-analysis fee, and how to reach support. They
 * are settings (edited in the back office's Setari), so a new fee is one edit: the server reads
 * them when it charges and stores them on the order, the site reads them when it is built, and the
 * Romanian texts name them through placeholders (`{reservation_fee}` in the catalogue,
 * `{{reservation_fee}}` in CMS content) filled here.
 */
import { formatAmount, formatNumber } from './format.ts';

/** The setting key of each figure (GET /settings answers them as strings). */
export const FIGURE_KEYS = {
  reservationFeeEur: 'reservation_fee_eur',
  guaranteeEur: 'subscription_guarantee_eur',
  eurRonRate: 'eur_ron_rate',
  fileFeePct: 'file_fee_pct',
  fileFeeMinEur: 'file_fee_min_eur',
  supportPhone: 'support_phone',
  supportEmail: 'support_email',
  supportHours: 'support_hours',
  extraKmEur: 'subscription_extra_km_eur',
  cascoExcessEur: 'casco_excess_eur',
  rcaEstimateRonYear: 'rca_estimate_ron_year',
  carTaxEstimateRonYear: 'car_tax_estimate_ron_year',
  depreciationPctYear: 'depreciation_pct_year',
  valueLossEurPer1000Km: 'value_loss_eur_per_1000_km',
} as const;
export type FigureKey = (typeof FIGURE_KEYS)[keyof typeof FIGURE_KEYS];

export interface BusinessFigures {
  /** Including VAT, paid by card for credit and leasing; deducted from the down payment. */
  reservationFeeEur: number;
  /** Paid by card for a subscription; returned at the end when there are no extra costs. */
  guaranteeEur: number;
  /** EUR → RON: what a fee in EUR is charged in lei at. */
  eurRonRate: number;
  /** The file-analysis fee of a financing offer: a percent of the car's value, never below the minimum. */
  fileFeePct: number;
  fileFeeMinEur: number;
  /** As printed: '+40 21 300 40 50'. */
  supportPhone: string;
  supportEmail: string;
  /** As printed: 'Luni - Vineri 09:00-18:00'. */
  supportHours: string;
  /** A subscription's price of each km driven beyond its monthly package, EUR with VAT. */
  extraKmEur: number;
  /** The CASCO excess (franchise) the subscriber pays for a partial damage, EUR. */
  cascoExcessEur: number;
  /**
   * The total-cost comparison's estimates (src/domain/financing/total-cost.ts) of what a credit or
   * leasing customer pays beside the instalments and a subscriber does not: RCA and the car tax
   * with the road toll, lei a year; and how the car's value falls: percent a year and EUR per
   * 1.000 km driven.
   */
  rcaEstimateRonYear: number;
  carTaxEstimateRonYear: number;
  depreciationPctYear: number;
  valueLossEurPer1000Km: number;
}

/** The figures the shop had before they became settings: the seed and the migration write them. */
export const DEFAULT_FIGURES: BusinessFigures = {
  reservationFeeEur: 220,
  guaranteeEur: 800,
  eurRonRate: 5,
  fileFeePct: 1,
  fileFeeMinEur: 150,
  supportPhone: '+40 21 300 40 50',
  supportEmail: 'contact@autoabonament.ro',
  supportHours: 'Luni - Vineri 09:00-18:00',
  extraKmEur: 0.15,
  cascoExcessEur: 150,
  rcaEstimateRonYear: 1500,
  carTaxEstimateRonYear: 500,
  depreciationPctYear: 15,
  valueLossEurPer1000Km: 25,
};

type NumberField = Exclude<keyof BusinessFigures, 'supportPhone' | 'supportEmail' | 'supportHours'>;
const NUMBER_FIELDS: readonly NumberField[] = [
  'reservationFeeEur',
  'guaranteeEur',
  'eurRonRate',
  'fileFeePct',
  'fileFeeMinEur',
  'extraKmEur',
  'cascoExcessEur',
  'rcaEstimateRonYear',
  'carTaxEstimateRonYear',
  'depreciationPctYear',
  'valueLossEurPer1000Km',
];

/**
 * The figures from the settings' strings; a missing or unreadable one keeps its default, so a page
 * or a fee never fails on a setting (the settings' own rules refuse bad values when saved).
 * @example figuresOf({ reservation_fee_eur: '250' }).reservationFeeEur === 250
 */
export function figuresOf(
  settings: Readonly<Record<string, string | undefined>>,
  defaults: BusinessFigures = DEFAULT_FIGURES,
): BusinessFigures {
  const figures = { ...defaults };
  for (const field of NUMBER_FIELDS) {
    const value = Number(settings[FIGURE_KEYS[field]]);
    if (settings[FIGURE_KEYS[field]] !== undefined && Number.isFinite(value) && value > 0)
      figures[field] = value;
  }
  for (const field of ['supportPhone', 'supportEmail', 'supportHours'] as const) {
    const value = settings[FIGURE_KEYS[field]]?.trim();
    if (value) figures[field] = value;
  }
  return figures;
}

/** The figures as settings' strings (the seed writes them). */
export function figureSettings(figures: BusinessFigures): Record<FigureKey, string> {
  return Object.fromEntries(
    Object.entries(FIGURE_KEYS).map(([field, key]) => [key, String(figures[field as keyof BusinessFigures])]),
  ) as Record<FigureKey, string>;
}

/** The figures an order's fee is chosen from (what an island needs of the settings). */
export type FeeFigures = Pick<BusinessFigures, 'reservationFeeEur' | 'guaranteeEur'>;

/** The fee an order pays by card: the guarantee for a subscription, else the reservation fee. */
export function orderFeeEur(productType: string, figures: FeeFigures): number {
  return productType === 'carSubscription' ? figures.guaranteeEur : figures.reservationFeeEur;
}

/** 'tel:+40213004050' for '+40 21 300 40 50'. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const eurText = (amount: number) => `${formatNumber(amount, 2)} EUR`;
const ronText = (amount: number) => `${formatNumber(amount, 2)} lei`;

/**
 * What each placeholder stands for in a Romanian sentence.
 * @example figureTexts(DEFAULT_FIGURES).reservation_fee === '220 EUR'
 */
export function figureTexts(figures: BusinessFigures) {
  return {
    reservation_fee: eurText(figures.reservationFeeEur),
    guarantee: eurText(figures.guaranteeEur),
    eur_ron_rate: formatNumber(figures.eurRonRate, 4),
    file_fee_pct: `${formatNumber(figures.fileFeePct, 2)}%`,
    file_fee_min: eurText(figures.fileFeeMinEur),
    support_phone: figures.supportPhone,
    support_email: figures.supportEmail,
    support_hours: figures.supportHours,
    // A price per km keeps its cents: '0,15 EUR', '0,20 EUR'.
    extra_km_price: `${formatAmount(figures.extraKmEur)} EUR`,
    casco_excess: eurText(figures.cascoExcessEur),
    rca_estimate: ronText(figures.rcaEstimateRonYear),
    car_tax_estimate: ronText(figures.carTaxEstimateRonYear),
    depreciation_pct: `${formatNumber(figures.depreciationPctYear, 2)}%`,
    value_loss_per_1000_km: eurText(figures.valueLossEurPer1000Km),
  };
}
export type FigureTexts = ReturnType<typeof figureTexts>;
export type FigureName = keyof FigureTexts;

/**
 * Fills the catalogue's `{name}` figure placeholders, leaving any other placeholder for `fill`.
 * @example fillFigures('Taxa de {reservation_fee}, pana la {date}', f) === 'Taxa de 220 EUR, pana la {date}'
 */
export function fillFigures(template: string, figures: BusinessFigures): string {
  const texts: Record<string, string> = figureTexts(figures);
  return template.replace(
    /\{(\w+)\}/g,
    (match, name: string) => (Object.hasOwn(texts, name) ? texts[name] : match) ?? match,
  );
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Fills CMS content's `{{name}}` placeholders (FAQ answers, legal pages, car disclaimers). In HTML
 * the value is escaped, so a support-hours text with "<" stays text; an unknown name stays as
 * written, so an editor sees the typo on the page rather than a silent blank.
 * @example fillContentFigures('<p>{{guarantee}}</p>', f, 'html') === '<p>800 EUR</p>'
 */
export function fillContentFigures(content: string, figures: BusinessFigures, as: 'html' | 'text'): string {
  const texts: Record<string, string> = figureTexts(figures);
  return content.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = Object.hasOwn(texts, name) ? texts[name] : undefined;
    if (value === undefined) return match;
    return as === 'html' ? escapeHtml(value) : value;
  });
}

/**
 * A catalogue group with every string's figure placeholders filled (arrays and nested objects
 * alike), so a page takes `withFigures(ro.content, figures)` and uses it as it used `ro.content`.
 */
export function withFigures<T>(value: T, figures: BusinessFigures): T {
  if (typeof value === 'string') return fillFigures(value, figures) as T;
  if (Array.isArray(value)) return value.map((item) => withFigures(item, figures)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFigures(item, figures)]),
    ) as T;
  }
  return value;
}
