/**
 * Step 1: contact data (and the company's answers) creating the order with POST /client-order.
 * The order's terms (car, product, months, down payment...) come from the stores through
 * `terms`; they ride along as hidden form input so the one schema validates the whole body.
 */
import { Field, Form, type FormStore, getInput, useForm } from '@formisch/react';
import { useMemo, useRef, useState } from 'react';
import { FormFooter } from '../../components/approval/FormFooter.tsx';
import { CheckboxField } from '../../components/ui/CheckboxField.tsx';
import { DateField, TextField } from '../../components/ui/TextField.tsx';
import { roApproval, roContent } from '../../i18n/ro.ts';
import { isoToday } from '../../lib/validation/dates.ts';
import { ConsentLabel } from '../content/ConsentLabel.tsx';
import { AddressFields } from './AddressFields.tsx';
import { CompanyFields } from './CompanyFields.tsx';
import { createContactStepSchema } from './contact-step-schema.ts';
import { setFieldError } from './field-error.ts';
import { failureStatus, type SubmitStatus } from './form-support.ts';
import { createOrder } from './order-api.ts';
import type { OrderType } from './order-terms-schema.ts';

const a = roApproval;

export type ContactSchema = ReturnType<typeof createContactStepSchema>;
export type ContactForm = FormStore<ContactSchema>;

export interface ContactStepProps {
  readonly pkg: OrderType;
  readonly person: 1 | 2;
  /** The order's terms from the stores (see order-request.ts). */
  readonly terms: Readonly<Record<string, unknown>>;
  readonly onCreated: (uuid: string) => void;
}

const CONTACT_FIELDS = [
  'nume',
  'prenume',
  'telefon',
  'email',
  'email_confirm',
  'data_nasterii',
  'judet',
  'localitate',
  'strada',
  'cod_postal',
  'data_protection',
  'terms_condition',
  'tip_companie',
  'nume_companie',
  'cui',
  'caen',
  'data_infiintare',
  'nr_recom',
  'calitatea',
] as const;

export default function ContactStep({ pkg, person, terms, onCreated }: ContactStepProps) {
  const schema = useMemo(() => createContactStepSchema(isoToday()), []);
  const form = useForm({
    schema,
    initialInput: { ...terms, telefon: '+40' } as never,
    validate: 'submit',
    revalidate: 'input',
  });
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  // One key per order being created: a resend after a lost answer creates it once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const place = (name: string, message: string) => {
    if (!(CONTACT_FIELDS as readonly string[]).includes(name)) return false;
    setFieldError(form, name, message);
    return true;
  };

  return (
    <Form
      of={form}
      className="approval-form"
      onSubmit={async () => {
        if (status.kind === 'sending') return;
        setStatus({ kind: 'sending' });
        const body = { ...(getInput(form) as Record<string, unknown>), ...terms };
        const result = await createOrder(body, idempotencyKey.current);
        if (result.ok) {
          setStatus({ kind: 'idle' });
          onCreated(result.uuid);
          return;
        }
        setStatus(failureStatus(result, place));
      }}
    >
      <div className="approval-row">
        <Field of={form} path={['nume']}>
          {(field) => <TextField field={field} label={a.lastName} autoComplete="family-name" required />}
        </Field>
        <Field of={form} path={['prenume']}>
          {(field) => <TextField field={field} label={a.firstName} autoComplete="given-name" required />}
        </Field>
      </div>
      <Field of={form} path={['telefon']}>
        {(field) => (
          <TextField
            field={field}
            label={a.phone}
            hint={a.phoneHint}
            type="tel"
            autoComplete="tel"
            required
          />
        )}
      </Field>
      <div className="approval-row">
        <Field of={form} path={['email']}>
          {(field) => <TextField field={field} label={a.email} type="email" autoComplete="email" required />}
        </Field>
        <Field of={form} path={['email_confirm']}>
          {(field) => (
            <TextField field={field} label={a.emailConfirm} type="email" autoComplete="off" required />
          )}
        </Field>
      </div>
      <Field of={form} path={['data_nasterii']}>
        {(field) => <DateField field={field} label={a.birthDate} autoComplete="bday" required />}
      </Field>
      <AddressFields form={form} />
      {person === 2 ? <CompanyFields form={form} pkg={pkg} /> : null}
      <Field of={form} path={['terms_condition']}>
        {(field) => (
          <CheckboxField
            field={field}
            required
            label={
              <ConsentLabel
                text={roContent.termsConsent}
                linkText={roContent.termsLink}
                href="/termeni-si-conditii"
              />
            }
          />
        )}
      </Field>
      <Field of={form} path={['data_protection']}>
        {(field) => (
          <CheckboxField
            field={field}
            required
            label={
              <ConsentLabel
                text={roContent.dataProtectionConsent}
                linkText={roContent.dataProtectionLink}
                href="/protectia-datelor"
              />
            }
          />
        )}
      </Field>
      <FormFooter status={status} label={a.next} />
    </Form>
  );
}
