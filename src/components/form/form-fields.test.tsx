// @vitest-environment jsdom
import { Form, type FormStore, useForm } from '@formisch/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { roContent, roFooter, roValidation } from '../../i18n/ro.ts';
import { ConsentField, DataProtectionField, TermsField } from './ConsentField.tsx';
import { FormSelectField } from './FormSelectField.tsx';
import { EmailField, FormTextField, LocalityField, NameField, PhoneField } from './FormTextField.tsx';

const schema = v.object({
  last: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Nume lipsa')),
  first: v.optional(v.string(), ''),
  full: v.optional(v.string(), ''),
  email: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Email lipsa')),
  phone: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Telefon lipsa')),
  city: v.optional(v.string(), ''),
  street: v.optional(v.string(), ''),
  kind: v.pipe(v.optional(v.string(), ''), v.nonEmpty('Alege tipul')),
  gdpr: v.pipe(v.optional(v.boolean(), false), v.literal(true, 'Bifeaza protectia datelor')),
  terms: v.optional(v.boolean(), false),
  other: v.optional(v.boolean(), false),
  age: v.optional(v.number()),
});

const monthsSchema = v.object({ months: v.optional(v.union([v.string(), v.number()]), '') });

/** A choice stored as a number, as the wizard's order read-back gives it. */
function MonthsSelect() {
  const form = useForm({ schema: monthsSchema, initialInput: { months: 48 } });
  return (
    <Form of={form} onSubmit={() => undefined}>
      <FormSelectField
        of={form}
        path={['months']}
        label="Luni"
        placeholder="Alege"
        options={['36', '48', '60'].map((value) => ({ value, label: value }))}
      />
    </Form>
  );
}

function Sample({ onSubmit }: { onSubmit: (output: v.InferOutput<typeof schema>) => void }) {
  const form = useForm({ schema, initialInput: { phone: '+40' } });
  return (
    <Form of={form} onSubmit={(output) => onSubmit(output)}>
      <NameField of={form} path={['last']} label="Familie" autoComplete="family-name" required />
      <NameField of={form} path={['first']} label="Prenume" autoComplete="given-name" />
      <NameField of={form} path={['full']} label="Complet" />
      <EmailField of={form} path={['email']} label="Email" required />
      <PhoneField of={form} path={['phone']} label="Telefon" required />
      <LocalityField of={form} path={['city']} label="Oras" />
      <FormTextField
        of={form}
        path={['street']}
        label="Strada"
        autoComplete="street-address"
        hint="Cu numar"
      />
      <FormSelectField
        of={form}
        path={['kind']}
        label="Tip"
        placeholder="Alege"
        options={[{ value: 'a', label: 'Varianta A' }]}
        required
      />
      <DataProtectionField of={form} path={['gdpr']} required />
      <TermsField of={form} path={['terms']} />
      <ConsentField of={form} path={['other']} text="Accept" linkText="regulamentul" href="/regulament" />
      <button type="submit">Trimite</button>
    </Form>
  );
}

const control = (label: string) => screen.getByLabelText(new RegExp(label));

function describedBy(element: HTMLElement): (string | null | undefined)[] {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
}

afterEach(cleanup);

describe('form fields bound by path', () => {
  it('give each input its type, autocomplete and placeholder', () => {
    render(<Sample onSubmit={vi.fn()} />);
    expect(control('Familie').getAttribute('autocomplete')).toBe('family-name');
    expect(control('Prenume').getAttribute('autocomplete')).toBe('given-name');
    expect(control('Complet').getAttribute('autocomplete')).toBe('name');
    const email = control('Email');
    expect([email.getAttribute('type'), email.getAttribute('autocomplete')]).toEqual(['email', 'email']);
    const phone = control('Telefon');
    expect([phone.getAttribute('type'), phone.getAttribute('autocomplete')]).toEqual(['tel', 'tel']);
    expect(phone.getAttribute('placeholder')).toBe(roValidation.phoneExample);
    expect((phone as HTMLInputElement).value).toBe('+40');
    expect(control('Oras').getAttribute('autocomplete')).toBe('address-level2');
    expect(control('Strada').getAttribute('autocomplete')).toBe('street-address');
    expect(describedBy(control('Strada'))).toEqual(['Cu numar']);
  });

  it('mark only the required ones as required', () => {
    render(<Sample onSubmit={vi.fn()} />);
    for (const label of ['Familie', 'Email', 'Telefon', 'Tip', roContent.dataProtectionLink]) {
      expect(control(label).hasAttribute('required')).toBe(true);
    }
    for (const label of ['Prenume', 'Complet', 'Oras', 'Strada']) {
      expect(control(label).hasAttribute('required')).toBe(false);
    }
    expect(screen.getByRole('checkbox', { name: /termenii/ }).hasAttribute('required')).toBe(false);
  });

  it.each([
    ['Familie', 'Nume lipsa'],
    ['Email', 'Email lipsa'],
    ['Tip', 'Alege tipul'],
    [roContent.dataProtectionLink, 'Bifeaza protectia datelor'],
  ])('%s shows its error next to it', async (label, message) => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} />);
    await user.clear(control('Telefon'));
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    const element = control(label);
    expect(element.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(element)).toContain(message);
  });

  it('label consents with a link opening in a new tab', () => {
    render(<Sample onSubmit={vi.fn()} />);
    const dataProtection = screen.getByRole('link', { name: new RegExp(roContent.dataProtectionLink) });
    expect(dataProtection.getAttribute('href')).toBe('/protectia-datelor');
    expect(dataProtection.getAttribute('target')).toBe('_blank');
    expect(dataProtection.textContent).toBe(`${roContent.dataProtectionLink} ${roFooter.newTab}`);
    expect(screen.getByRole('link', { name: new RegExp(roContent.termsLink) }).getAttribute('href')).toBe(
      '/termeni-si-conditii',
    );
    expect(screen.getByRole('checkbox', { name: /^Accept regulamentul/ })).toBeDefined();
  });

  it('submit what was typed, chosen and ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(control('Familie'), 'Popescu');
    await user.type(control('Email'), 'ana@exemplu.ro');
    await user.type(control('Telefon'), '712345678');
    await user.selectOptions(control('Tip'), 'a');
    await user.click(control(roContent.dataProtectionLink));
    await user.click(screen.getByRole('button', { name: 'Trimite' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        last: 'Popescu',
        email: 'ana@exemplu.ro',
        phone: '+40712345678',
        kind: 'a',
        gdpr: true,
        terms: false,
      }),
    );
  });

  it('take only paths of the schema whose input fits (checked by tsc)', () => {
    const wrongPaths = (form: FormStore<typeof schema>) => (
      <>
        {/* @ts-expect-error a text field cannot sit on a number */}
        <FormTextField of={form} path={['age']} label="Varsta" />
        {/* @ts-expect-error the path must be one of the schema's */}
        <EmailField of={form} path={['mail']} label="Email" />
      </>
    );
    expectTypeOf(wrongPaths).toBeFunction();
  });

  it('select a choice the schema also takes as a number, and refuse a boolean path (tsc)', () => {
    render(<MonthsSelect />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Luni' }).value).toBe('48');

    const wrongPath = (form: FormStore<typeof schema>) => (
      // @ts-expect-error a select cannot sit on a checkbox's boolean
      <FormSelectField of={form} path={['gdpr']} label="Acord" placeholder="Alege" options={[]} />
    );
    expectTypeOf(wrongPath).toBeFunction();
  });
});
