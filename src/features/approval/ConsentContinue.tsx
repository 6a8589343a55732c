/**
 * The approved resolution's last action: the data-protection tick ('Camp obligatoriu'), then
 * 'Continua' stores the consent. Financing goes on to /rezolutie/{uuid}; a subscription waits
 * (polling every 2 s) for its identification link and leaves for it, or, in live mode without an
 * online identification provider, says that a consultant completes identity and signing with the
 * customer and offers 'Vreau sa fiu contactat'.
 */

import { Form, useForm } from '@formisch/react';
import { useState } from 'react';
import { ConsentField, DATA_PROTECTION_HREF } from '../../components/form/ConsentField.tsx';
import { FormFooter } from '../../components/form/FormFooter.tsx';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { resolutionConsentSchema } from '../../domain/forms/resolution-consent-schema.ts';
import type { OrderType } from '../../domain/order/order-terms.ts';
import { builtShopMode, identificationOnline } from '../../domain/site/shop-mode.ts';
import { roApproval } from '../../i18n/ro.ts';
import { ContactRequest } from './ContactRequest.tsx';
import { fetchOrder } from './order-api.ts';
import { POLL_DOCHUB_MS, usePolling } from './use-polling.ts';
import { asBody, useStepSubmit } from './use-step-submit.ts';

export interface ConsentContinueProps {
  readonly uuid: string;
  readonly product: OrderType;
  /** Leaves the shop's page; injectable for tests. */
  readonly leave?: (url: string) => void;
  /** Identification online (test mode's sandbox); default from the mode the site was built in. */
  readonly identifiesOnline?: boolean;
}

export function ConsentContinue({
  uuid,
  product,
  leave = (url) => window.location.assign(url),
  identifiesOnline = identificationOnline(builtShopMode()),
}: ConsentContinueProps) {
  const form = useForm({ schema: resolutionConsentSchema, validate: 'submit', revalidate: 'input' });
  const [awaitingLink, setAwaitingLink] = useState(false);
  const [byConsultant, setByConsultant] = useState(false);
  const { status, submit } = useStepSubmit(form, uuid, () => {
    if (product !== 'carSubscription') leave(`/rezolutie/${encodeURIComponent(uuid)}`);
    else if (identifiesOnline) setAwaitingLink(true);
    else setByConsultant(true);
  });
  usePolling(
    async () => {
      const answer = await fetchOrder(uuid);
      if (!(answer.ok && answer.order.dochub_url)) return false;
      leave(answer.order.dochub_url);
      return true;
    },
    POLL_DOCHUB_MS,
    awaitingLink,
  );
  if (byConsultant) {
    return (
      <>
        <p>{roApproval.resolution.identificationByConsultant}</p>
        <ContactRequest uuid={uuid} />
      </>
    );
  }
  if (awaitingLink) {
    return (
      <>
        <p>{roApproval.resolution.preparingSigning}</p>
        <WaitingScreen />
      </>
    );
  }
  return (
    <Form of={form} className="approval-form" onSubmit={(output) => submit(asBody(output))}>
      <ConsentField
        of={form}
        path={['data_protection']}
        text={
          product === 'carSubscription'
            ? roApproval.resolution.consent
            : roApproval.resolution.consentFinancing
        }
        linkText={roApproval.resolution.consentLink}
        href={DATA_PROTECTION_HREF}
        required
      />
      <FormFooter status={status} label={roApproval.resolution.continue} />
    </Form>
  );
}
