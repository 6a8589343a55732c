/**
 * The rules of the business figures' settings (src/domain/business-figures.ts): the server's
 * PUT /api/admin/settings and the back office's Setari form check the same ones. Each answers the
 * value as it is stored: a number without spaces, with a dot for decimals ('4,9775' → '4.9775').
 */
import * as v from 'valibot';
import { FIGURE_KEYS, type FigureKey } from '../../domain/business-figures.ts';
import { roFigureSettings as m } from '../../i18n/ro/figure-settings.ts';
import { fill } from '../../i18n/ro.ts';
import { email, internationalPhone, requiredString } from './rules.ts';

const formatBound = (value: number) => value.toLocaleString('ro-RO');

/** A whole number of euros between min and max: '220' → '220'. */
export function wholeEuros(min: number, max: number) {
  const message = fill(m.feeInvalid, { min: formatBound(min), max: formatBound(max) });
  return v.pipe(
    requiredString(m.feeRequired, 20),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.transform(String),
  );
}

/** A whole number of lei between min and max: '1500' → '1500'. */
function wholeLei(min: number, max: number) {
  const message = fill(m.leiInvalid, { min: formatBound(min), max: formatBound(max) });
  return v.pipe(
    requiredString(m.leiRequired, 20),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.transform(String),
  );
}

/** A decimal with at most `decimals` digits after the comma or dot, between min and max. */
function decimal(
  min: number,
  max: number,
  decimals: number,
  requiredMessage: string,
  invalidMessage: string,
) {
  const message = fill(invalidMessage, { min: formatBound(min), max: formatBound(max) });
  return v.pipe(
    requiredString(requiredMessage, 20),
    v.transform((text) => text.replace(',', '.')),
    v.regex(new RegExp(`^\\d{1,4}(\\.\\d{1,${decimals}})?$`), message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
    v.transform(String),
  );
}

/** Each figure's rule; the bounds keep a slip of the finger (2200 for 220) from being published. */
export const FIGURE_RULES = {
  [FIGURE_KEYS.reservationFeeEur]: wholeEuros(1, 5_000),
  [FIGURE_KEYS.guaranteeEur]: wholeEuros(1, 20_000),
  [FIGURE_KEYS.eurRonRate]: decimal(1, 20, 4, m.rateRequired, m.rateInvalid),
  [FIGURE_KEYS.fileFeePct]: decimal(0, 10, 2, m.percentRequired, m.percentInvalid),
  [FIGURE_KEYS.fileFeeMinEur]: wholeEuros(0, 5_000),
  [FIGURE_KEYS.supportPhone]: internationalPhone(m.phoneRequired),
  [FIGURE_KEYS.supportEmail]: email(m.emailRequired),
  [FIGURE_KEYS.supportHours]: requiredString(m.hoursRequired, 100),
  // Above zero: an unset or zero figure keeps its default (figuresOf), so zero is not offered.
  [FIGURE_KEYS.extraKmEur]: decimal(0.01, 10, 2, m.kmPriceRequired, m.kmPriceInvalid),
  [FIGURE_KEYS.cascoExcessEur]: wholeEuros(1, 20_000),
  [FIGURE_KEYS.rcaEstimateRonYear]: wholeLei(1, 50_000),
  [FIGURE_KEYS.carTaxEstimateRonYear]: wholeLei(1, 50_000),
  [FIGURE_KEYS.depreciationPctYear]: decimal(0.01, 60, 2, m.percentRequired, m.percentInvalid),
  [FIGURE_KEYS.valueLossEurPer1000Km]: wholeEuros(1, 1_000),
} as const satisfies Record<FigureKey, v.GenericSchema<string | undefined, string>>;
