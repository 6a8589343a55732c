import { Field, type FormSchema, type RequiredPath } from '@formisch/react';
import { roValidation } from '../../i18n/ro.ts';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import { type FormFieldProps, type TextInput, textField } from './form-field.ts';

type FormTextFieldProps<TSchema extends FormSchema, TFieldPath extends RequiredPath> = FormFieldProps<
  TSchema,
  TFieldPath,
  TextInput
> &
  Omit<TextFieldProps, 'field'>;

/** A TextField with its `<Field>` wrapper, which every form otherwise writes out around it. */
export function FormTextField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...text
}: FormTextFieldProps<TSchema, TFieldPath>) {
  return (
    <Field<TSchema, TFieldPath> of={of} path={path}>
      {(field) => <TextField field={textField(field)} {...text} />}
    </Field>
  );
}

type PresetProps<TSchema extends FormSchema, TFieldPath extends RequiredPath> = FormFieldProps<
  TSchema,
  TFieldPath,
  TextInput
> &
  Pick<TextFieldProps, 'label' | 'required'>;

export function EmailField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  props: PresetProps<TSchema, TFieldPath>,
) {
  return <FormTextField {...props} type="email" autoComplete="email" />;
}

/** Shows the international format the phone rules accept. */
export function PhoneField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  props: PresetProps<TSchema, TFieldPath>,
) {
  return <FormTextField {...props} type="tel" autoComplete="tel" placeholder={roValidation.phoneExample} />;
}

/** The town or village, as browsers fill it in from the visitor's address. */
export function LocalityField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  props: PresetProps<TSchema, TFieldPath>,
) {
  return <FormTextField {...props} autoComplete="address-level2" />;
}

/** The whole name by default; forms asking for it in two parts say which part each field is. */
export function NameField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  autoComplete = 'name',
  ...props
}: PresetProps<TSchema, TFieldPath> & { readonly autoComplete?: 'name' | 'family-name' | 'given-name' }) {
  return <FormTextField {...props} autoComplete={autoComplete} />;
}
