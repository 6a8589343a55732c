/**
 * The history panel's names of changed fields: a version's changed paths (`0.faqs.2.answer`, from
 * changedPaths in src/domain/cms/history.ts) as the form's labels (`#1 › Intrebari #3 › Raspuns`).
 */
import type { HistoryKind } from '../../domain/cms/history.ts';
import { roBackOffice } from '../../i18n/ro/back-office.ts';

/** The back-office resource each history kind is edited in. */
export const RESOURCE_OF: Record<HistoryKind, keyof typeof roBackOffice.resources> = {
  car: 'cars',
  'static-page': 'static-pages',
  sliders: 'sliders',
  testimonials: 'testimonials',
  faqs: 'faqs',
};

/** The lists saved whole are edited as the form field `items`. */
const isList = (kind: HistoryKind) => kind === 'sliders' || kind === 'testimonials' || kind === 'faqs';

export function changeLabel(kind: HistoryKind, path: string): string {
  const fields: Record<string, string> = roBackOffice.resources[RESOURCE_OF[kind]].fields;
  const names: string[] = isList(kind) ? ['items'] : [];
  const parts: string[] = [];
  const segments = path.split('.');
  for (const [index, segment] of segments.entries()) {
    if (/^\d+$/.test(segment)) {
      // A row: numbered from 1 after the list's own label (the top list is implied).
      const row = `#${Number(segment) + 1}`;
      parts.push(parts.length === 0 ? row : `${parts.pop()} ${row}`);
      continue;
    }
    names.push(segment);
    const label = fields[names.join('.')];
    // A grouping without a label of its own (dealer.group) is left out; the field itself never is.
    if (label !== undefined || index === segments.length - 1) parts.push(label ?? segment);
  }
  return parts.join(' › ');
}
