/**
 * 'Anunta-ma cand scade pretul' on a favourite car (issue 37): a button opens a small form (the
 * address and the data-protection consent of the other forms); the shared schema checks it first,
 * then `POST /price-alerts`. Only when the server accepted it does the form say a confirmation
 * e-mail is on its way (double opt-in); refused fields get their Romanian message next to them.
 */
import { Form, reset, useForm } from '@formisch/react';
import { useId, useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { priceAlertSchema } from '../../domain/forms/price-alert-schema.ts';
import { fill, roPriceAlerts } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';

export const PRICE_ALERTS_PATH = '/price-alerts';
const FIELDS = ['email', 'data_protection'] as const;
const t = roPriceAlerts;

export interface PriceAlertFormProps {
  readonly sku: string;
  /** The car's name, so each car's button and form say which car they are for. */
  readonly name: string;
}

function PriceAlertFields({ id, sku, name }: PriceAlertFormProps & { readonly id: string }) {
  const form = useForm({
    schema: priceAlertSchema,
    initialInput: { sku },
    validate: 'submit',
    revalidate: 'input',
  });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELDS));
  const [sentTo, setSentTo] = useState('');
  return (
    <Form
      of={form}
      id={id}
      className="price-alert__form"
      aria-label={fill(t.openFor, { name })}
      aria-busy={sending}
      onSubmit={(output) =>
        submit(
          () => postJson(PRICE_ALERTS_PATH, output),
          () => {
            setSentTo(output.email.trim());
            reset(form, { initialInput: { sku } });
            return 'success';
          },
        )
      }
    >
      <p>{t.intro}</p>
      <EmailField of={form} path={['email']} label={t.emailLabel} required />
      <DataProtectionField of={form} path={['data_protection']} required />
      <FormFooter status={status} label={t.submit} successMessage={fill(t.sent, { email: sentTo })} />
    </Form>
  );
}

export function PriceAlertForm({ sku, name }: PriceAlertFormProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="price-alert">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={fill(t.openFor, { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {t.open}
      </button>
      {open ? <PriceAlertFields id={id} sku={sku} name={name} /> : null}
    </div>
  );
}
