// @vitest-environment jsdom
import { getErrors, useForm } from '@formisch/react';
import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { roCommon, roValidation } from '../../i18n/ro.ts';
import { type ApiFailure, failureStatus, placeOnFields } from './submit-status.ts';

const FIELDS = new Set(['nume', 'cui']);
const validation = (fieldErrors: Record<string, string>, message = 'Refuzat'): ApiFailure => ({
  ok: false,
  kind: 'validation',
  status: 422,
  message,
  fieldErrors,
});

describe('failureStatus', () => {
  it.each<[string, ApiFailure, string, string[]]>([
    ['network: data kept', { ok: false, kind: 'network' }, roCommon.serverUnreachable, []],
    [
      'server: its message',
      { ok: false, kind: 'server', status: 409, message: 'Pas refuzat' },
      'Pas refuzat',
      [],
    ],
    ['422 without field messages: the server message', validation({}, 'Corp invalid'), 'Corp invalid', []],
    [
      '422 on known fields: placed, the server message above them',
      validation({ nume: 'N', cui: 'CUI Invalid' }, roValidation.fieldsInvalid),
      roValidation.fieldsInvalid,
      ['nume', 'cui'],
    ],
    [
      '422 naming a field the form lacks as well: that message joins',
      validation({ nume: 'N', sku: 'Masina nu a fost gasita.' }, roValidation.fieldsInvalid),
      `${roValidation.fieldsInvalid} Masina nu a fost gasita.`,
      ['nume'],
    ],
    [
      '422 whose message is the unplaced field message: shown once',
      validation({ sku: 'Masina nu a fost gasita.' }, 'Masina nu a fost gasita.'),
      'Masina nu a fost gasita.',
      [],
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

describe('placeOnFields', () => {
  it('puts a message on a listed field of the form and refuses any other name', () => {
    const schema = v.object({ nume: v.string(), email: v.string() });
    const { result } = renderHook(() => useForm({ schema }));
    const place = placeOnFields(result.current, ['nume', 'email']);
    expect(place('email', 'Format email invalid')).toBe(true);
    expect(place('sku', 'Masina nu a fost gasita.')).toBe(false);
    expect(getErrors(result.current, { path: ['email'] })).toEqual(['Format email invalid']);
    expect(getErrors(result.current, { path: ['nume'] })).toBeNull();
  });
});
