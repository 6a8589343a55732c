import { describe, expect, it } from 'vitest';
import { roApproval, roCommon } from '../../i18n/ro.ts';
import type { ApiResult } from '../../lib/api/browser-client.ts';
import { failureStatus, optionsOf } from './form-support.ts';

type Failure = Exclude<ApiResult, { ok: true }>;
const FIELDS = new Set(['nume', 'cui']);

describe('failureStatus', () => {
  it.each<[string, Failure, string, string[]]>([
    ['network: data kept', { ok: false, kind: 'network' }, roCommon.serverUnreachable, []],
    [
      'server: its message',
      { ok: false, kind: 'server', status: 409, message: 'Pas refuzat' },
      'Pas refuzat',
      [],
    ],
    [
      '422 on known fields: placed, generic text',
      {
        ok: false,
        kind: 'validation',
        status: 422,
        message: 'x',
        fieldErrors: { nume: 'N', cui: 'CUI Invalid' },
      },
      roApproval.invalidForm,
      ['nume', 'cui'],
    ],
    [
      '422 naming an unknown field: its message shown',
      {
        ok: false,
        kind: 'validation',
        status: 422,
        message: 'Date invalide',
        fieldErrors: { nume: 'N', sku: 'Masina nu a fost gasita.' },
      },
      'Date invalide Masina nu a fost gasita.',
      ['nume'],
    ],
  ])('%s', (_name, result, message, placed) => {
    const seen: string[] = [];
    const status = failureStatus(result, (name) => {
      if (!FIELDS.has(name)) return false;
      seen.push(name);
      return true;
    });
    expect(status).toEqual({ kind: 'error', message });
    expect(seen).toEqual(placed);
  });
});

describe('optionsOf', () => {
  it('keeps the label map order, or the given values that have labels', () => {
    const labels = { '1': 'SRL', '2': 'SA', '3': 'PFA' };
    expect(optionsOf(labels).map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(optionsOf(labels, [3, 1, 9])).toEqual([
      { value: '3', label: 'PFA' },
      { value: '1', label: 'SRL' },
    ]);
  });
});
