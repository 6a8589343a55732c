/**
 * The contact form inside the modal. As the spec asks, a valid message shows the success banner at
 * once and the form resets; the message itself goes through the page's outbox, which keeps it in
 * the browser and retries until the server stores it (once, by its idempotency key), also after
 * a 429, when the visitor is told it will be sent in a few minutes.
 */
import { Field, Form, reset, useForm } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { EmailField, NameField } from '../../components/form/FormTextField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { TextArea } from '../../components/ui/TextArea.tsx';
import { contactSchema } from '../../domain/forms/contact-schema.ts';
import { roCommon, roContent } from '../../i18n/ro.ts';
import { CONTACT_PATH, formOutbox, wasThrottled } from './form-outbox.ts';

export const MESSAGE_ROWS = 3;

export function ContactForm() {
  const form = useForm({ schema: contactSchema, validate: 'submit', revalidate: 'input' });
  const [sent, setSent] = useState(false);
  const [throttled, setThrottled] = useState(false);
  const mine = useRef(new Set<string>());

  // The success banner shows at once (spec); a 429 adds that the message waits to be sent.
  useEffect(
    () =>
      formOutbox().subscribe(({ entry, outcome, result }) => {
        if (!mine.current.has(entry.id)) return;
        if (outcome !== 'deferred') mine.current.delete(entry.id);
        setThrottled(outcome === 'deferred' && wasThrottled(result));
      }),
    [],
  );

  return (
    <Form
      of={form}
      // A new send is a new outcome: the banner of the last one must not stand beside its errors.
      onSubmitCapture={() => setSent(false)}
      onSubmit={(output) => {
        const outbox = formOutbox();
        const key = crypto.randomUUID();
        mine.current.add(key);
        outbox.enqueue(CONTACT_PATH, { ...output, idempotency_key: key }, key);
        void outbox.flush();
        reset(form);
        setSent(true);
      }}
    >
      {sent ? <Alert tone="success">{roContent.contactSent}</Alert> : null}
      {throttled ? <Alert tone="info">{roContent.queuedThrottled}</Alert> : null}
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
