import type { FormSchema, FormStore } from '@formisch/react';
import type * as v from 'valibot';

type RowValues = Record<string, string | undefined>;
type DynamicValues = Record<string, string | number | boolean | RowValues[] | undefined>;

/**
 * The loose shape of a form whose field names are known only at run time: the wizard's
 * co-debtor '_codebitor' copies, its repeatable rows, the company step whose schema follows the
 * company type, and the field names in a server's 422. Any name is a path here and every field
 * reads as unknown input, so the fields narrow it (`textField`, `choiceField`) rather than cast.
 */
export type DynamicForm = FormStore<v.GenericSchema<DynamicValues>>;

/**
 * formisch types a path by the schema, and a name like `income${suffix}` is only a string to
 * TypeScript; this is the one place a typed form is widened for code that builds names. The
 * schema the form was made with still validates every submit.
 */
export function asDynamicForm<TSchema extends FormSchema>(form: FormStore<TSchema>): DynamicForm {
  return form as unknown as DynamicForm;
}
