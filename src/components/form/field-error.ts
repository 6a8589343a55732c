/**
 * Puts a server message on a field named by the API: a top-level name, or a row's field as a dot
 * path ('contracte_credit.0.moneda_card'), the only nesting the shop's forms have.
 */
import { type FormSchema, type FormStore, setErrors } from '@formisch/react';
import { asDynamicForm } from './dynamic-form.ts';

const ROW_FIELD = /^([^.]+)\.(\d+)\.([^.]+)$/;

export function setFieldError<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  name: string,
  message: string,
): void {
  const dynamic = asDynamicForm(form);
  const row = ROW_FIELD.exec(name);
  if (row) {
    const [, list = '', index = '', key = ''] = row;
    setErrors(dynamic, { path: [list, Number(index), key], errors: [message] });
  } else {
    setErrors(dynamic, { path: [name], errors: [message] });
  }
}
