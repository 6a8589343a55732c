/**
 * The stock alert form (spec sections 2 and 5). The form lives above the modal, so closing and
 * reopening keeps what was typed; a success resets it and reports form_alerta_stoc.
 */
import { Field, Form, reset, setErrors, useForm } from '@formisch/react';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { CheckboxField } from '../../components/ui/CheckboxField.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { roCommon, roLeads, roValidation } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';
import { formSuccessEvent, pushEvent } from '../catalog/analytics.ts';
import { DataProtectionLabel } from './DataProtectionLabel.tsx';
import { failureStatus, type LeadStatus } from './lead-submit.ts';
import { stockAlertSchema } from './stock-alert-schema.ts';

export const STOCK_ALERT_PATH = '/stock-alert';
const FIELDS = ['nume', 'prenume', 'telefon', 'email', 'oras', 'data_protection'] as const;
type FieldName = (typeof FIELDS)[number];

export interface StockAlertDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly sku: string;
  readonly productName: string;
}

export default function StockAlertDialog({ open, onClose, sku, productName }: StockAlertDialogProps) {
  const t = roLeads;
  const form = useForm({
    schema: stockAlertSchema,
    initialInput: { sku },
    validate: 'submit',
    revalidate: 'input',
  });
  const [status, setStatus] = useState<LeadStatus>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  return (
    <Modal open={open} title={t.stockAlertTitle} onClose={onClose}>
      <p>{t.stockAlertIntro}</p>
      <p>
        <strong>{productName}</strong>
      </p>
      <Form
        of={form}
        aria-busy={sending}
        onSubmit={async (output) => {
          if (sending) return;
          setStatus({ kind: 'sending' });
          const result = await postJson(STOCK_ALERT_PATH, output);
          if (result.ok) {
            reset(form);
            pushEvent(formSuccessEvent('form_alerta_stoc'));
            setStatus({ kind: 'success' });
            return;
          }
          setStatus(
            failureStatus(result, FIELDS, (field, message) =>
              setErrors(form, { path: [field as FieldName], errors: [message] }),
            ),
          );
        }}
      >
        <Field of={form} path={['nume']}>
          {(field) => <TextField field={field} label={t.lastNameLabel} autoComplete="family-name" required />}
        </Field>
        <Field of={form} path={['prenume']}>
          {(field) => <TextField field={field} label={t.firstNameLabel} autoComplete="given-name" required />}
        </Field>
        <Field of={form} path={['telefon']}>
          {(field) => (
            <TextField
              field={field}
              label={t.phoneLabel}
              type="tel"
              autoComplete="tel"
              placeholder={roValidation.phoneExample}
              required
            />
          )}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => (
            <TextField field={field} label={t.emailLabel} type="email" autoComplete="email" required />
          )}
        </Field>
        <Field of={form} path={['oras']}>
          {(field) => <TextField field={field} label={t.cityLabel} autoComplete="address-level2" required />}
        </Field>
        <Field of={form} path={['data_protection']}>
          {(field) => <CheckboxField field={field} required label={<DataProtectionLabel />} />}
        </Field>
        {sending ? <WaitingScreen /> : null}
        {status.kind === 'success' ? <Alert tone="success">{roCommon.success}</Alert> : null}
        {status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
        <SubmitButton busy={sending}>{t.stockAlertSubmit}</SubmitButton>
      </Form>
    </Modal>
  );
}
