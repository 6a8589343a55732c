/**
 * What /rezolutie shows after the identification provider sent the shopper back with an error
 * marker: error1/error2 offer a Back link to repeat the video identification; error3/error4 end
 * online contracting and offer one contact request.
 */
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout, roCommon } from '../../i18n/ro.ts';
import { requestContact } from './checkout-api.ts';
import { approvalUrl } from './checkout-paths.ts';
import { type Marker, markerOutcome } from './resolution-marker.ts';
import './checkout.css';

export interface MarkerScreenProps {
  readonly marker: Marker;
  readonly orderCode: string;
}

const t = roCheckout;

export function MarkerScreen({ marker, orderCode }: MarkerScreenProps) {
  if (markerOutcome(marker) === 'retry-identification') {
    return (
      <div className="checkout">
        <Alert tone="error">{t[marker]}</Alert>
        <p>
          <a className="button" href={approvalUrl(orderCode)}>
            {roCommon.back}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="checkout">
      <h1>{t[marker]}</h1>
      <p>{t.insufficientDetails}</p>
      <ContactRequest orderCode={orderCode} />
    </div>
  );
}

type ContactState = 'idle' | 'sending' | 'sent' | 'failed';

/** One request per order: the button goes away once the server has it, and a click while sending is ignored. */
function ContactRequest({ orderCode }: { readonly orderCode: string }) {
  const [state, setState] = useState<ContactState>('idle');
  const key = useRef(crypto.randomUUID());
  if (state === 'sent') return <Alert tone="success">{roCommon.success}</Alert>;
  const sending = state === 'sending';
  return (
    <div className="checkout-actions">
      <button
        type="button"
        className="button"
        aria-disabled={sending}
        aria-busy={sending}
        onClick={async () => {
          if (sending) return;
          setState('sending');
          setState((await requestContact(orderCode, key.current)) ? 'sent' : 'failed');
        }}
      >
        {t.requestContact}
      </button>
      {state === 'failed' ? <Alert tone="error">{roCommon.serverError}</Alert> : null}
    </div>
  );
}
