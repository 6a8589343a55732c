/**
 * The versions of back-office content (issue 34): which records keep a history, how a record is
 * named, and what changed between two versions. One module, so the server's history routes, the
 * audit entries and the back office's history panel agree.
 */
import { SKU_PATTERN } from '../ids.ts';
import { SLUG_PATTERN } from './content-payloads.ts';

/** A car (by SKU), a legal page (by slug), and the three lists an editor saves whole. */
export const HISTORY_KINDS = ['car', 'static-page', 'sliders', 'testimonials', 'faqs'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The record id of the lists saved whole: the slider, the testimonials, the FAQ. */
export const WHOLE_LIST = 'current';

export const isHistoryKind = (value: string): value is HistoryKind =>
  (HISTORY_KINDS as readonly string[]).includes(value);

/** Whether `id` can name a record of `kind` (a malformed id is a 404, never a query). */
export function isRecordId(kind: HistoryKind, id: string): boolean {
  if (kind === 'car') return SKU_PATTERN.test(id);
  if (kind === 'static-page') return SLUG_PATTERN.test(id);
  return id === WHOLE_LIST;
}

/** A version number as the URL gives it: a whole number from 1, no leading zero or sign. */
export function versionNumber(text: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The paths (`name`, `0.faqs.2.answer`) whose values differ between two versions of a record,
 * in order of appearance; an entry only one side has is one path. Key order does not matter (jsonb
 * reorders keys), and a missing key equals null (an optional field never set).
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const at = (key: string | number) => (prefix === '' ? String(key) : `${prefix}.${key}`);
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      index < before.length && index < after.length
        ? changedPaths(before[index], after[index], at(index))
        : [at(index)],
    ).flat();
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key] ?? null, after[key] ?? null, at(key)));
  }
  if (before === after) return [];
  return [prefix];
}

/** Whether two versions hold the same content. */
export const sameContent = (before: unknown, after: unknown) => changedPaths(before, after).length === 0;
