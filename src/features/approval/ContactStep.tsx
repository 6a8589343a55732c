/**
 * Step 1: contact data (and the company's answers) creating the order with POST /client-order.
 * The order's terms (car, product, months, down payment...) are this tab's order in progress, fixed
 * by "Rezerva acum" (stores/order-in-progress.ts), through `terms`; they ride along as hidden form
 * input so the one schema validates the whole body. The creation's Idempotency-Key is the order in
 * progress's own, so a resend from this tab (a lost answer, a reload while sending) never makes a
 * second order. Once the order exists, step 1 sent again (Back) corrects its contact with a PUT.
 * What is typed is kept as the tab's draft (FormDraft), so a reload keeps it.
 */

import { Field, Form, type FormStore, getInput, useForm } from '@formisch/react';
import { useMemo } from 'react';
import { DataProtectionField, TermsField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField, FormTextField, NameField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { DateField } from '../../components/ui/TextField.tsx';
import { todayIn } from '../../domain/dates.ts';
import {
  createContactStepSchema,
  createContactUpdateSchema,
} from '../../domain/forms/contact-step-schema.ts';
import type { OrderType } from '../../domain/order/order-terms.ts';
import { roApproval } from '../../i18n/ro.ts';
import type { Draft } from '../../stores/order-in-progress.ts';
import { AddressFields } from './AddressFields.tsx';
import { CompanyFields } from './CompanyFields.tsx';
import { draftOf, FormDraft } from './FormDraft.tsx';
import { createOrder, updateOrder } from './order-api.ts';

const a = roApproval;

export type ContactSchema = ReturnType<typeof createContactStepSchema>;
export type ContactForm = FormStore<ContactSchema>;

/** Creating the order (with the order in progress's key), or correcting the one that exists. */
export type ContactMode =
  | { readonly kind: 'create'; readonly idempotencyKey: string }
  | { readonly kind: 'update'; readonly uuid: string };

export interface ContactStepProps {
  readonly pkg: OrderType;
  readonly person: 1 | 2;
  /** The order's terms from the tab's order in progress (see order-request.ts); unused to update. */
  readonly terms: Readonly<Record<string, unknown>>;
  readonly mode: ContactMode;
  /** What the tab kept of this step: a draft, or the answers the order was sent with. */
  readonly draft: Draft | undefined;
  /** The server has the answers (`sent`, to show again if the shopper comes back to this step). */
  readonly onSent: (uuid: string, sent: Draft) => void;
}

export const CONTACT_FIELDS = [
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

export default function ContactStep({ pkg, person, terms, mode, draft, onSent }: ContactStepProps) {
  const creating = mode.kind === 'create';
  // Correcting an order's contact checks the contact alone: its terms are the order's, not sent.
  // Typed as the create schema: its fields are a subset of it and only an individual corrects
  // (ContactStep then renders no company field).
  const schema = useMemo(
    () =>
      (creating ? createContactStepSchema(todayIn()) : createContactUpdateSchema(todayIn())) as ContactSchema,
    [creating],
  );
  const form = useForm({
    schema,
    initialInput: { ...(creating ? terms : {}), telefon: '+40', ...draftOf(draft, CONTACT_FIELDS) },
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, submit } = useSubmission(placeOnFields(form, CONTACT_FIELDS));
  const send = async () => {
    const answers = getInput(form) as Record<string, unknown>;
    const sent = draftOf(answers, CONTACT_FIELDS);
    if (mode.kind === 'create') {
      const created = await createOrder({ ...answers, ...terms }, mode.idempotencyKey);
      return created.ok ? { ...created, sent } : created;
    }
    const updated = await updateOrder(mode.uuid, sent);
    return updated.ok ? { ...updated, uuid: mode.uuid, sent } : updated;
  };

  return (
    <Form
      of={form}
      className="approval-form"
      onSubmit={() =>
        submit(send, (answer) => {
          onSent(answer.uuid, answer.sent);
          return 'idle';
        })
      }
    >
      <FormDraft form={form} step={1} keys={CONTACT_FIELDS} />
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
