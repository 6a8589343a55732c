import { Field, type FormSchema, type RequiredPath } from '@formisch/react';
import { roContent, roFooter } from '../../i18n/ro.ts';
import { CheckboxField } from '../ui/CheckboxField.tsx';
import type { FormFieldProps } from './form-field.ts';

export const DATA_PROTECTION_HREF = '/protectia-datelor';
export const TERMS_HREF = '/termeni-si-conditii';

type ConsentFieldProps<TSchema extends FormSchema, TFieldPath extends RequiredPath> = FormFieldProps<
  TSchema,
  TFieldPath
> & {
  readonly text: string;
  readonly linkText: string;
  readonly href: string;
  readonly required?: boolean;
};

/**
 * "I agree with <link>" as a checkbox. The link opens in a new tab so what was typed in the form is
 * kept while the visitor reads the page.
 */
export function ConsentField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  text,
  linkText,
  href,
  required = false,
}: ConsentFieldProps<TSchema, TFieldPath>) {
  return (
    <Field<TSchema, TFieldPath> of={of} path={path}>
      {(field) => (
        <CheckboxField
          field={field}
          required={required}
          label={
            <>
              {text}{' '}
              <a href={href} target="_blank" rel="noopener">
                {linkText}
                <span className="visually-hidden"> {roFooter.newTab}</span>
              </a>
            </>
          }
        />
      )}
    </Field>
  );
}

type PresetProps<TSchema extends FormSchema, TFieldPath extends RequiredPath> = FormFieldProps<
  TSchema,
  TFieldPath
> & { readonly required?: boolean };

/** The forms' shared data-protection consent. */
export function DataProtectionField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  props: PresetProps<TSchema, TFieldPath>,
) {
  return (
    <ConsentField
      {...props}
      text={roContent.dataProtectionConsent}
      linkText={roContent.dataProtectionLink}
      href={DATA_PROTECTION_HREF}
    />
  );
}

/** The forms' shared terms-and-conditions consent. */
export function TermsField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  props: PresetProps<TSchema, TFieldPath>,
) {
  return (
    <ConsentField {...props} text={roContent.termsConsent} linkText={roContent.termsLink} href={TERMS_HREF} />
  );
}
