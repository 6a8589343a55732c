/**
 * The other-financing request (spec section 5). The currency list follows the two answers above
 * it: RON appears only for a legal person asking for credit, and a currency that stops being
 * offered falls back to EUR, which every combination allows.
 */
import { Form, reset, setInput, useField, useForm } from '@formisch/react';
import { useEffect } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { EmailField, LocalityField, NameField, PhoneField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import {
  allowedCurrencies,
  OTHER_FINANCING_PERSONS,
  OTHER_FINANCING_TYPES,
  otherFinancingSchema,
} from '../../domain/forms/other-financing-schema.ts';
import { roCommon, roLeads } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';

export const OTHER_FINANCING_PATH = '/client-order/other-credit-type';
const DEFAULT_CURRENCY = 'EUR';
const FIELDS = [
  'person',
  'credit_type',
  'currency',
  'nume',
  'localitate',
  'telefon',
  'email',
  'data_protection',
] as const;

const t = roLeads;
const PERSON_OPTIONS = OTHER_FINANCING_PERSONS.map((value) => ({
  value,
  label: value === 'fizica' ? t.personFizica : t.personJuridica,
}));
const TYPE_OPTIONS = OTHER_FINANCING_TYPES.map((value) => ({
  value,
  label: value === 'credit' ? t.creditOption : t.perfectLeasingOption,
}));

type Person = (typeof OTHER_FINANCING_PERSONS)[number];
type CreditType = (typeof OTHER_FINANCING_TYPES)[number];
const isPerson = (value: string | undefined): value is Person =>
  (OTHER_FINANCING_PERSONS as readonly (string | undefined)[]).includes(value);
const isCreditType = (value: string | undefined): value is CreditType =>
  (OTHER_FINANCING_TYPES as readonly (string | undefined)[]).includes(value);

export interface OtherFinancingDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly sku: string;
}

export default function OtherFinancingDialog({ open, onClose, sku }: OtherFinancingDialogProps) {
  const initialInput = { sku, currency: DEFAULT_CURRENCY };
  const form = useForm({
    schema: otherFinancingSchema,
    initialInput,
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELDS));

  const person = useField(form, { path: ['person'] }).input;
  const creditType = useField(form, { path: ['credit_type'] }).input;
  const currency = useField(form, { path: ['currency'] }).input;
  const currencies = allowedCurrencies(
    isPerson(person) ? person : undefined,
    isCreditType(creditType) ? creditType : undefined,
  );
  const currencyAllowed = (currencies as readonly (string | undefined)[]).includes(currency);
  useEffect(() => {
    if (!currencyAllowed) setInput(form, { path: ['currency'], input: DEFAULT_CURRENCY });
  }, [currencyAllowed, form]);

  return (
    <Modal open={open} title={t.otherFinancingTitle} onClose={onClose}>
      <p>{t.otherFinancingIntro}</p>
      <Form
        of={form}
        aria-busy={sending}
        onSubmit={(output) =>
          submit(
            () => postJson(OTHER_FINANCING_PATH, output),
            () => {
              reset(form);
              return 'success';
            },
          )
        }
      >
        <FormSelectField
          of={form}
          path={['person']}
          label={t.personLabel}
          placeholder={t.chooseOption}
          options={PERSON_OPTIONS}
          required
        />
        <FormSelectField
          of={form}
          path={['credit_type']}
          label={t.financingTypeLabel}
          placeholder={t.chooseOption}
          options={TYPE_OPTIONS}
          required
        />
        <FormSelectField
          of={form}
          path={['currency']}
          label={t.currencyLabel}
          placeholder={t.chooseOption}
          options={currencies.map((value) => ({ value, label: value }))}
          required
        />
        <NameField of={form} path={['nume']} label={t.nameLabel} required />
        <LocalityField of={form} path={['localitate']} label={t.cityLabel} required />
        <PhoneField of={form} path={['telefon']} label={t.phoneLabel} required />
        <EmailField of={form} path={['email']} label={t.emailLabel} required />
        <DataProtectionField of={form} path={['data_protection']} required />
        <FormFooter status={status} label={roCommon.send} successMessage={roCommon.success} />
      </Form>
    </Modal>
  );
}
