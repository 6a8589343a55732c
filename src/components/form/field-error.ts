/**
 * Puts a server message on a field named by the API (a dot path: 'contracte_credit.0.moneda_card').
 * The names come from the server at run time, so formisch's typed paths cannot be checked here.
 */
import { type FormStore, setErrors } from '@formisch/react';

type AnyForm = FormStore<never>;
const setAnyErrors = setErrors as unknown as (
  form: AnyForm,
  config: { path: (string | number)[]; errors: [string] },
) => void;

export function setFieldError(form: unknown, name: string, message: string): void {
  const path = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  setAnyErrors(form as AnyForm, { path, errors: [message] });
}
