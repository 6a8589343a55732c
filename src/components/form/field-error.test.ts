// @vitest-environment jsdom
import { getErrors, useForm } from '@formisch/react';
import { renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { setFieldError } from './field-error.ts';

const schema = v.object({
  nume: v.string(),
  contracte_credit: v.array(v.object({ valoare_rata_lunara: v.string(), moneda_rata_lunara: v.string() })),
});

function renderForm() {
  return renderHook(() =>
    useForm({
      schema,
      initialInput: { contracte_credit: [{}, {}] },
    }),
  ).result.current;
}

describe('setFieldError', () => {
  it('puts a top-level name on its field', () => {
    const form = renderForm();
    setFieldError(form, 'nume', 'Campul este obligatoriu');
    expect(getErrors(form, { path: ['nume'] })).toEqual(['Campul este obligatoriu']);
  });

  it("puts a row's dot path on that row's field only", () => {
    const form = renderForm();
    setFieldError(form, 'contracte_credit.1.moneda_rata_lunara', 'Alege o optiune');
    expect(getErrors(form, { path: ['contracte_credit', 1, 'moneda_rata_lunara'] })).toEqual([
      'Alege o optiune',
    ]);
    expect(getErrors(form, { path: ['contracte_credit', 0, 'moneda_rata_lunara'] })).toBeNull();
    expect(getErrors(form, { path: ['contracte_credit', 1, 'valoare_rata_lunara'] })).toBeNull();
  });
});
