import { Field, type FormSchema, type RequiredPath } from '@formisch/react';
import { SelectField, type SelectFieldProps } from '../ui/SelectField.tsx';
import { type ChoiceInput, choiceField, type FormFieldProps } from './form-field.ts';

type FormSelectFieldProps<TSchema extends FormSchema, TFieldPath extends RequiredPath> = FormFieldProps<
  TSchema,
  TFieldPath,
  ChoiceInput
> &
  Omit<SelectFieldProps, 'field'>;

/** A SelectField with its `<Field>` wrapper, which every form otherwise writes out around it. */
export function FormSelectField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...select
}: FormSelectFieldProps<TSchema, TFieldPath>) {
  return (
    <Field<TSchema, TFieldPath> of={of} path={path}>
      {(field) => <SelectField field={choiceField(field)} {...select} />}
    </Field>
  );
}
