import type {
  FormSchema,
  FormStore,
  PartialValues,
  PathValue,
  RequiredPath,
  ValidPath,
} from '@formisch/react';
import type * as v from 'valibot';
import type { BoundField } from '../ui/field-types.ts';

/**
 * The form and path of one field, typed as formisch's `<Field>` types them, so a path the schema
 * lacks does not compile. A path whose input is not TInput turns into `never`, so a text field
 * cannot be put on a number or a file either.
 */
export interface FormFieldProps<
  TSchema extends FormSchema,
  TFieldPath extends RequiredPath,
  TInput = unknown,
> {
  readonly of: FormStore<TSchema>;
  readonly path: PartialValues<PathValue<v.InferInput<TSchema>, TFieldPath>> extends TInput
    ? ValidPath<v.InferInput<TSchema>, TFieldPath>
    : never;
}

export type TextInput = string | undefined;

/**
 * `path` already admits only text fields, but inside a generic component TypeScript cannot follow
 * that into the field's input type; checking the value proves it without a cast.
 */
export function textField(field: BoundField<unknown>): BoundField<TextInput> {
  return {
    input: typeof field.input === 'string' ? field.input : undefined,
    errors: field.errors,
    props: field.props,
  };
}
