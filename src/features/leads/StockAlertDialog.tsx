/**
 * The stock alert form (spec sections 2 and 5). The form lives above the modal, so closing and
 * reopening keeps what was typed; a success resets it and reports form_alerta_stoc.
 */
import { Form, reset, useForm } from '@formisch/react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField, LocalityField, NameField, PhoneField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { stockAlertSchema } from '../../domain/forms/stock-alert-schema.ts';
import { roCommon, roLeads } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';
import { formSuccessEvent, pushEvent } from '../catalog/analytics.ts';

export const STOCK_ALERT_PATH = '/stock-alert';
const FIELDS = ['nume', 'prenume', 'telefon', 'email', 'oras', 'data_protection'] as const;

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
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELDS));

  return (
    <Modal open={open} title={t.stockAlertTitle} onClose={onClose}>
      <p>{t.stockAlertIntro}</p>
      <p>
        <strong>{productName}</strong>
      </p>
      <Form
        of={form}
        aria-busy={sending}
        onSubmit={(output) =>
          submit(
            () => postJson(STOCK_ALERT_PATH, output),
            () => {
              reset(form);
              pushEvent(formSuccessEvent('form_alerta_stoc'));
              return 'success';
            },
          )
        }
      >
        <NameField of={form} path={['nume']} label={t.lastNameLabel} autoComplete="family-name" required />
        <NameField of={form} path={['prenume']} label={t.firstNameLabel} autoComplete="given-name" required />
        <PhoneField of={form} path={['telefon']} label={t.phoneLabel} required />
        <EmailField of={form} path={['email']} label={t.emailLabel} required />
        <LocalityField of={form} path={['oras']} label={t.cityLabel} required />
        <DataProtectionField of={form} path={['data_protection']} required />
        <FormFooter status={status} label={t.stockAlertSubmit} successMessage={roCommon.success} />
      </Form>
    </Modal>
  );
}
