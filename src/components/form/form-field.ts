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
/** A select's value: the choice rules accept the option's text or the number it stands for. */
export type ChoiceInput = string | number | undefined;

/**
 * `path` already admits only text fields, but inside a generic component TypeScript cannot follow
 * that into the field's input type; checking the value proves it without a cast.
 */
export function textField(field: BoundField<unknown>): BoundField<TextInput> {
  return bound(field, typeof field.input === 'string' ? field.input : undefined);
}

/** Like `textField`, for a select whose schema also takes the choice as a number. */
export function choiceField(field: BoundField<unknown>): BoundField<ChoiceInput> {
  const { input } = field;
  return bound(field, typeof input === 'string' || typeof input === 'number' ? input : undefined);
}

// The kit reads these three members of a field store, nothing else.
function bound<TInput>(field: BoundField<unknown>, input: TInput): BoundField<TInput> {
  return { input, errors: field.errors, props: field.props };
}
