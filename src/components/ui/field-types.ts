import type { FieldElementProps } from '@formisch/react';

/**
 * The part of a formisch field store the kit's fields read. Any `FieldStore` from `<Field>` or
 * `useField` fits, so fields stay type-safe per path without the kit knowing the form's schema.
 */
export interface BoundField<TInput> {
  readonly input: TInput;
  readonly errors: readonly [string, ...string[]] | null;
  readonly props: FieldElementProps;
}

/** Ids and ARIA attributes tying a control to its hint and error text. */
export interface FieldAria {
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby'?: string;
}

export function fieldAria(
  ids: { readonly hint: string; readonly error: string },
  parts: { readonly hint: boolean; readonly error: boolean },
): FieldAria {
  const describedBy = [parts.hint ? ids.hint : null, parts.error ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': parts.error,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
