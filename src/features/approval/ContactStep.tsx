/**
 * Step 1: contact data (and the company's answers) creating the order with POST /client-order.
 * The order's terms (car, product, months, down payment...) come from the stores through
 * `terms`; they ride along as hidden form input so the one schema validates the whole body.
 */

import { Field, Form, type FormStore, getInput, useForm } from '@formisch/react';
import { useMemo, useRef } from 'react';
import { DataProtectionField, TermsField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField, FormTextField, NameField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { DateField } from '../../components/ui/TextField.tsx';
import { todayIn } from '../../domain/dates.ts';
import { createContactStepSchema } from '../../domain/forms/contact-step-schema.ts';
import type { OrderType } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import { AddressFields } from './AddressFields.tsx';
import { CompanyFields } from './CompanyFields.tsx';
import { createOrder } from './order-api.ts';

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
  const schema = useMemo(() => createContactStepSchema(todayIn()), []);
  const form = useForm({
    schema,
    initialInput: { ...terms, telefon: '+40' },
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useSubmission(placeOnFields(form, CONTACT_FIELDS));
  // One key per order being created: a resend after a lost answer creates it once.
  const idempotencyKey = useRef(crypto.randomUUID());

  return (
    <Form
      of={form}
      className="approval-form"
      onSubmit={() =>
        submit(
          () =>
            createOrder({ ...(getInput(form) as Record<string, unknown>), ...terms }, idempotencyKey.current),
          (created) => {
            onCreated(created.uuid);
            return 'idle';
          },
        )
      }
    >
      <div className="approval-row">
        <NameField of={form} path={['nume']} label={a.lastName} autoComplete="family-name" required />
        <NameField of={form} path={['prenume']} label={a.firstName} autoComplete="given-name" required />
      </div>
      {/* Not PhoneField: this one starts as +40 and its hint gives the format, so it shows no example. */}
      <FormTextField
        of={form}
        path={['telefon']}
        label={a.phone}
        hint={a.phoneHint}
        type="tel"
        autoComplete="tel"
        required
      />
      <div className="approval-row">
        <EmailField of={form} path={['email']} label={a.email} required />
        <FormTextField
          of={form}
          path={['email_confirm']}
          label={a.emailConfirm}
          type="email"
          autoComplete="off"
          required
        />
      </div>
      <Field of={form} path={['data_nasterii']}>
        {(field) => <DateField field={field} label={a.birthDate} autoComplete="bday" required />}
      </Field>
      <AddressFields form={form} />
      {person === 2 ? <CompanyFields form={form} pkg={pkg} /> : null}
      <TermsField of={form} path={['terms_condition']} required />
      <DataProtectionField of={form} path={['data_protection']} required />
      <FormFooter status={status} label={a.next} />
    </Form>
  );
}
