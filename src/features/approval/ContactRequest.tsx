/**
 * 'Vreau sa fiu contactat': one contact request per order (POST /client-order/request-contact),
 * then the success alert; the button stays disabled so it cannot be sent twice. The spec ignores
 * failures of this call, so the button simply becomes available again.
 */
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { roApproval } from '../../i18n/ro.ts';
import { requestContact } from './order-api.ts';

export function ContactRequest({ uuid }: { readonly uuid: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const send = async () => {
    if (state !== 'idle') return;
    setState('sending');
    const result = await requestContact(uuid);
    setState(result.ok ? 'sent' : 'idle');
  };
  return (
    <div className="form-footer">
      <button type="button" className="ui-button" disabled={state !== 'idle'} onClick={() => void send()}>
        {roApproval.resolution.contactMe}
      </button>
      {state === 'sent' ? <Alert tone="success">{roApproval.resolution.contactSent}</Alert> : null}
    </div>
  );
}
