/**
 * Refund request island (/formular-ramburs): every field of the refund schema, multipart POST with
 * the PDF. While sending it shows the waiting screen; then the green success alert, or the red
 * alert with the server's message (422 field messages also go next to their fields). When the
 * server cannot be reached everything typed, the chosen file included, stays for a new attempt.
 */
import { Field, Form, getInput, reset, setInput, useForm } from '@formisch/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataProtectionField, TermsField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { EmailField, NameField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { FileField } from '../../components/ui/FileField.tsx';
import { DateField, TextField } from '../../components/ui/TextField.tsx';
import { todayIn } from '../../domain/dates.ts';
import {
  createRefundFormSchema,
  REFUND_PRODUCTS,
  refundFileRules,
  refundProductLabels,
} from '../../domain/forms/refund-schema.ts';
import { roCommon, roContent } from '../../i18n/ro.ts';
import { postForm } from '../../lib/api/browser-client.ts';
import { normalizeIban } from '../../lib/validation/iban.ts';
import { refundFormData } from './refund-form-data.ts';

export const REFUNDS_PATH = '/refunds';

const FIELD_NAMES = [
  'payer_name',
  'payment_value',
  'payment_date',
  'financial_product',
  'account',
  'file',
  'email',
  'terms_gdpr',
  'terms',
] as const;

const PRODUCT_OPTIONS = REFUND_PRODUCTS.map((value) => ({ value, label: refundProductLabels[value] }));

export function RefundForm() {
  const schema = useMemo(() => createRefundFormSchema(todayIn()), []);
  // Set after hydration: the static HTML is built on another day than the visit.
  const [maxDate, setMaxDate] = useState<string | null>(null);
  useEffect(() => setMaxDate(todayIn()), []);
  const form = useForm({ schema, validate: 'submit', revalidate: 'input' });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELD_NAMES));
  // One key per request being attempted: a resend after a lost answer is stored once.
  const idempotencyKey = useRef(crypto.randomUUID());

  return (
    <Form
      of={form}
      aria-busy={sending}
      onSubmit={() =>
        submit(
          () =>
            postForm(REFUNDS_PATH, refundFormData(getInput(form) as Record<string, unknown>), {
              idempotencyKey: idempotencyKey.current,
            }),
          () => {
            reset(form);
            idempotencyKey.current = crypto.randomUUID();
            return 'success';
          },
        )
      }
    >
      <NameField of={form} path={['payer_name']} label={roContent.payerNameLabel} required />
      <Field of={form} path={['payment_value']}>
        {(field) => (
          <TextField field={field} label={roContent.paymentValueLabel} inputMode="decimal" required />
        )}
      </Field>
      <Field of={form} path={['payment_date']}>
        {(field) => (
          <DateField
            field={field}
            label={roContent.paymentDateLabel}
            {...(maxDate ? { max: maxDate } : {})}
            required
          />
        )}
      </Field>
      <FormSelectField
        of={form}
        path={['financial_product']}
        label={roContent.financialProductLabel}
        placeholder={roContent.chooseOption}
        options={PRODUCT_OPTIONS}
        required
      />
      <Field of={form} path={['account']}>
        {(field) => (
          <TextField
            field={field}
            label={roContent.accountLabel}
            hint={roContent.accountHint}
            autoComplete="off"
            required
            onBlur={(event) =>
              setInput(form, { path: ['account'], input: normalizeIban(event.currentTarget.value) })
            }
          />
        )}
      </Field>
      <Field of={form} path={['file']}>
        {(field) => (
          <FileField
            field={field}
            label={roContent.fileLabel}
            hint={roContent.fileHint}
            accept={refundFileRules.accept}
            required
          />
        )}
      </Field>
      <EmailField of={form} path={['email']} label={`${roContent.refundEmailLabel} ${roContent.optional}`} />
      <DataProtectionField of={form} path={['terms_gdpr']} required />
      <TermsField of={form} path={['terms']} required />
      <FormFooter status={status} label={roCommon.send} successMessage={roCommon.success} />
    </Form>
  );
}
