/**
 * The "Trimite-mi oferta" form: an e-mail and the data-protection consent, as the other lead forms.
 * The terms are the ones the panel shows, read from the address it keeps them in (quote-url.ts);
 * the server mails the PDF of those terms and a link that reopens them for 30 days, and answers
 * until when.
 */
import { Form, reset, useForm } from '@formisch/react';
import { useState } from 'react';
import { DataProtectionField } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { EmailField } from '../../components/form/FormTextField.tsx';
import { placeOnFields } from '../../components/form/submit-status.ts';
import { useSubmission } from '../../components/form/use-submission.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { readQuote, withQuote } from '../../domain/financing/quote-url.ts';
import { quoteValidity, SAVED_QUOTE_DAYS } from '../../domain/financing/saved-quote.ts';
import { formatDate } from '../../domain/format.ts';
import { savedQuoteFormSchema } from '../../domain/forms/saved-quote-schema.ts';
import { roQuoteOffer } from '../../i18n/ro/quote-offer.ts';
import { fill, roCommon } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';
import type { SendQuoteModalProps } from './SendQuoteModal.tsx';

export const SAVED_QUOTES_PATH = '/saved-quotes';
const FIELDS = ['email', 'data_protection'] as const;
const t = roQuoteOffer;

/** The terms on screen: the address's quote, else the product's defaults (the page's first offer). */
function currentTerms(product: SendQuoteModalProps['product']): string {
  const quoted = readQuote(window.location.search);
  const fallback = product === 'subscription' ? DEFAULT_SUBSCRIPTION_PARAMS : DEFAULT_FINANCING_PARAMS;
  return withQuote('', quoted ?? fallback);
}

const expiryOf = (data: unknown): string | null => {
  const value = (data as { expires_at?: unknown } | null)?.expires_at;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
};

export interface SendQuoteDialogProps extends SendQuoteModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export default function SendQuoteDialog({ open, onClose, sku, productName, product }: SendQuoteDialogProps) {
  const form = useForm({ schema: savedQuoteFormSchema, validate: 'submit', revalidate: 'input' });
  const { status, sending, submit } = useSubmission(placeOnFields(form, FIELDS));
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const validity = sentUntil ? quoteValidity(new Date(sentUntil)) : null;

  return (
    <Modal open={open} title={t.dialogTitle} onClose={onClose}>
      <p>{fill(t.dialogIntro, { car: productName, days: SAVED_QUOTE_DAYS })}</p>
      <Form
        of={form}
        aria-busy={sending}
        onSubmit={(output) =>
          submit(
            () => postJson(SAVED_QUOTES_PATH, { sku, terms: currentTerms(product), ...output }),
            (answer) => {
              setSentUntil(expiryOf(answer.data));
              reset(form);
              return 'success';
            },
          )
        }
      >
        <EmailField of={form} path={['email']} label={t.emailLabel} required />
        <DataProtectionField of={form} path={['data_protection']} required />
        <FormFooter
          status={status}
          label={t.submit}
          successMessage={
            validity
              ? fill(t.sent, { date: formatDate(validity.date), time: validity.time })
              : roCommon.success
          }
        />
      </Form>
    </Modal>
  );
}
