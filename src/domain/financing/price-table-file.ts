/**
 * A car's price tables imported from a file: the JSON of payment_info, exactly as the seed's offer
 * engine writes it (payment-info-builder.ts) and as GET /api/admin/cars/:sku answers it, so an
 * editor downloads the current tables, edits them and imports them back. Every problem is named
 * with its line and column, in Romanian.
 */
import * as v from 'valibot';
import { roCarMedia as m } from '../../i18n/ro/car-media.ts';
import { fill } from '../../i18n/ro.ts';
import { type Position, parseJsonWithPositions } from '../../lib/validation/json-positions.ts';
import { type PaymentInfo, paymentInfoSchema } from '../cms-schemas.ts';
import { DEFAULT_OFFER } from './offer-figures.ts';

/** A financed car's tables are ~100 KB written compactly; an indented one is a few times that. */
export const MAX_PRICE_FILE_BYTES = 2 * 1024 * 1024;
/** More than this and the editor fixes the first ones and imports again. */
const MAX_LISTED = 8;
const SUBSCRIPTION_CATEGORY = 1;

export type PriceTableImport = { ok: true; paymentInfo: PaymentInfo } | { ok: false; errors: string[] };

type Issue = v.BaseIssue<unknown>;

function problemOf(issue: Issue): string {
  const p = m.priceProblems;
  if (issue.input === undefined) return p.missing;
  switch (issue.type) {
    case 'number':
    case 'finite':
      return p.number;
    case 'string':
      return p.text;
    case 'object':
    case 'record':
      return p.object;
    case 'array':
      return p.list;
    case 'min_value':
      return issue.requirement === 1 ? p.rate : p.negative;
    case 'variant':
    case 'literal':
      return p.kind;
    case 'regex':
      return p.key;
    case 'picklist':
      return p.period;
    default:
      return p.other;
  }
}

const pathOf = (issue: Issue): (string | number)[] =>
  (issue.path ?? []).map((item) => item.key as string | number);

const at = (position: Position) => ({ line: position.line, column: position.column });

/** Reads and checks the file's text for a car of `categoryId`. */
export function importPriceTables(text: string, categoryId: number): PriceTableImport {
  const parsed = parseJsonWithPositions(text);
  if (!parsed.ok) {
    const { position, found } = parsed;
    return {
      ok: false,
      errors: [
        found === null
          ? fill(m.priceFileEnds, at(position))
          : fill(m.priceFileSyntax, { ...at(position), found: JSON.stringify(found).slice(1, -1) }),
      ],
    };
  }
  const expected = categoryId === SUBSCRIPTION_CATEGORY ? 'subscription' : 'financing';
  const kind = (parsed.value as { kind?: unknown } | null)?.kind;
  if (typeof kind === 'string' && (kind === 'subscription' || kind === 'financing') && kind !== expected) {
    const category = m.priceCategory[expected];
    return {
      ok: false,
      errors: [fill(m.priceFileKind, { ...at(parsed.positionOf(['kind'])), category, kind: expected })],
    };
  }
  const result = v.safeParse(paymentInfoSchema, parsed.value);
  if (!result.success) {
    // A value refused by several rules (a string where a number goes) is named once.
    const seen = new Set<string>();
    const errors: string[] = [];
    for (const issue of result.issues) {
      const path = pathOf(issue);
      const key = path.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push(
        fill(m.priceFileField, {
          ...at(parsed.positionOf(path)),
          path: key || 'kind',
          problem: problemOf(issue),
        }),
      );
    }
    const listed = errors.slice(0, MAX_LISTED);
    if (errors.length > MAX_LISTED) listed.push(fill(m.priceFileMore, { count: errors.length - MAX_LISTED }));
    return { ok: false, errors: listed };
  }
  const info = result.output;
  if (info.kind === 'financing') {
    const cellPath = [
      'credit',
      String(DEFAULT_OFFER.downPayment),
      'monthlyPayment',
      String(DEFAULT_OFFER.months),
    ];
    const credit = info.credit[cellPath[1] as string];
    if (!credit?.monthlyPayment[cellPath[3] as string]) {
      return {
        ok: false,
        errors: [
          fill(m.priceFileDefaultCell, {
            ...at(parsed.positionOf(cellPath)),
            downPayment: DEFAULT_OFFER.downPayment,
            months: DEFAULT_OFFER.months,
          }),
        ],
      };
    }
  }
  return { ok: true, paymentInfo: info };
}
