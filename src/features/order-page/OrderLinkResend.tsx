/**
 * "Trimite-mi din nou linkul": for a link that is wrong or no longer valid, the order's e-mail
 * address gets the links of its orders. The answer is the same whether the address placed orders.
 */
import { handleSubmit, useForm } from '@formisch/react';
import { useState } from 'react';
import { EmailField } from '../../components/form/FormTextField.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { orderLinkResendSchema } from '../../domain/forms/order-link-schema.ts';
import { roCommon, roOrderPage } from '../../i18n/ro.ts';
import { type ResendOutcome, resendOrderLinks } from './order-page-api.ts';

const t = roOrderPage;

export function OrderLinkResend() {
  const form = useForm({ schema: orderLinkResendSchema, validate: 'submit', revalidate: 'input' });
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);
  const onSubmit = handleSubmit(form, async (output) => {
    setOutcome(null);
    setOutcome(await resendOrderLinks(output.email));
  });
  return (
    <section className="order-page__section" aria-labelledby="order-resend-title">
      <h2 id="order-resend-title">{t.resendTitle}</h2>
      {outcome === 'sent' ? <Alert tone="success">{t.resendDone}</Alert> : null}
      {outcome === 'network' ? <Alert tone="error">{roCommon.serverUnreachable}</Alert> : null}
      {outcome === 'failed' ? <Alert tone="error">{roCommon.serverError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate>
        <EmailField of={form} path={['email']} label={t.resendEmail} required />
        <SubmitButton>{t.resendSubmit}</SubmitButton>
      </form>
    </section>
  );
}
