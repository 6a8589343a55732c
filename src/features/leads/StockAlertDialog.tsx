/**
 * The stock alert form (spec sections 2 and 5). The form lives above the modal, so closing and
 * reopening keeps what was typed; a success resets it and reports form_alerta_stoc.
 */
import { Form, reset, setErrors, useForm } from '@formisch/react';
import { useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { EmailField, LocalityField, NameField, PhoneField } from '../../components/form/FormTextField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { roCommon, roLeads } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';
import { formSuccessEvent, pushEvent } from '../catalog/analytics.ts';
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
        <NameField of={form} path={['nume']} label={t.lastNameLabel} autoComplete="family-name" required />
        <NameField of={form} path={['prenume']} label={t.firstNameLabel} autoComplete="given-name" required />
        <PhoneField of={form} path={['telefon']} label={t.phoneLabel} required />
        <EmailField of={form} path={['email']} label={t.emailLabel} required />
        <LocalityField of={form} path={['oras']} label={t.cityLabel} required />
        <DataProtectionField of={form} path={['data_protection']} required />
        {sending ? <WaitingScreen /> : null}
        {status.kind === 'success' ? <Alert tone="success">{roCommon.success}</Alert> : null}
        {status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
        <SubmitButton busy={sending}>{t.stockAlertSubmit}</SubmitButton>
      </Form>
    </Modal>
  );
}
