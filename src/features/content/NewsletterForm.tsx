/**
 * Newsletter sign-up island. The browser's own required/email checks run first (the spec has no
 * custom messages), then the shared schema. On submit the form resets and the address goes
 * through the outbox; when the server accepts it, a modal says to confirm the sign-up from the
 * e-mail just sent (double opt-in: the address is subscribed only after that click). If the server
 * cannot be reached, or asks to wait (429), the visitor is told it will be sent later.
 */
import { handleSubmit, reset, useForm } from '@formisch/react';
import { useEffect, useId, useRef, useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { EmailField } from '../../components/form/FormTextField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { newsletterSchema } from '../../domain/forms/newsletter-schema.ts';
import { roCommon, roContent, roNewsletter } from '../../i18n/ro.ts';
import { formOutbox, queuedNotice, SUBSCRIBERS_PATH } from './form-outbox.ts';

type Notice = 'none' | { readonly queued: string } | 'confirmed';

export function NewsletterForm() {
  const titleId = useId();
  const form = useForm({ schema: newsletterSchema, validate: 'submit', revalidate: 'input' });
  const [notice, setNotice] = useState<Notice>('none');
  const mine = useRef(new Set<string>());

  useEffect(
    () =>
      formOutbox().subscribe(({ entry, outcome, result }) => {
        if (!mine.current.has(entry.id)) return;
        if (outcome === 'deferred') {
          setNotice((current) => (current === 'confirmed' ? current : { queued: queuedNotice(result) }));
          return;
        }
        mine.current.delete(entry.id);
        // A refused address is ignored silently, as the spec says for newsletter errors.
        setNotice(outcome === 'accepted' ? 'confirmed' : 'none');
      }),
    [],
  );

  const onSubmit = handleSubmit(form, (output) => {
    const outbox = formOutbox();
    const key = crypto.randomUUID();
    mine.current.add(key);
    outbox.enqueue(SUBSCRIBERS_PATH, { ...output, idempotency_key: key }, key);
    reset(form);
    void outbox.flush();
  });

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>{roContent.newsletterTitle}</h2>
      <p>{roContent.newsletterIntro}</p>
      {typeof notice === 'object' ? <Alert tone="info">{notice.queued}</Alert> : null}
      <form onSubmit={onSubmit}>
        <EmailField of={form} path={['email']} label={roContent.emailLabel} required />
        <DataProtectionField of={form} path={['data_protection']} required />
        <SubmitButton>{roContent.newsletterSubmit}</SubmitButton>
      </form>
      <Modal
        open={notice === 'confirmed'}
        title={roNewsletter.signUpSentTitle}
        onClose={() => setNotice('none')}
      >
        <p>{roNewsletter.signUpSent}</p>
        <button type="button" className="ui-button" onClick={() => setNotice('none')}>
          {roCommon.close}
        </button>
      </Modal>
    </section>
  );
}
