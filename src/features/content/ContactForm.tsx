/**
 * The contact form inside the modal. As the spec asks, a valid message shows the success banner at
 * once and the form resets; the message itself goes through the page's outbox, which keeps it in
 * the browser and retries until the server stores it (once, by its idempotency key).
 */
import { Field, Form, reset, useForm } from '@formisch/react';
import { useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { EmailField, NameField } from '../../components/form/FormTextField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { TextArea } from '../../components/ui/TextArea.tsx';
import { roCommon, roContent } from '../../i18n/ro.ts';
import { contactSchema } from './contact-schema.ts';
import { CONTACT_PATH, formOutbox } from './form-outbox.ts';

export const MESSAGE_ROWS = 3;

export function ContactForm() {
  const form = useForm({ schema: contactSchema, validate: 'submit', revalidate: 'input' });
  const [sent, setSent] = useState(false);

  return (
    <Form
      of={form}
      onSubmit={(output) => {
        const outbox = formOutbox();
        const key = crypto.randomUUID();
        outbox.enqueue(CONTACT_PATH, { ...output, idempotency_key: key }, key);
        void outbox.flush();
        reset(form);
        setSent(true);
      }}
    >
      {sent ? <Alert tone="success">{roCommon.success}</Alert> : null}
      <NameField of={form} path={['name']} label={roContent.nameLabel} required />
      <EmailField of={form} path={['email']} label={roContent.emailLabel} required />
      <Field of={form} path={['message']}>
        {(field) => <TextArea field={field} label={roContent.messageLabel} rows={MESSAGE_ROWS} required />}
      </Field>
      <DataProtectionField of={form} path={['data_protection']} required />
      <SubmitButton>{roCommon.send}</SubmitButton>
    </Form>
  );
}
