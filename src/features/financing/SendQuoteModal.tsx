/**
 * "Trimite-mi oferta" island for the car page (issue 37). It waits with `client:hash` for the
 * panels' link to #trimite-oferta, so neither it nor its form costs the page's first load; the
 * dialog's code loads at the first opening.
 */
import { lazy, Suspense } from 'react';
import { SEND_QUOTE_HASH } from '../../domain/financing/saved-quote-address.ts';
import { useOpenTrigger } from '../leads/open-trigger.ts';

const SendQuoteDialog = lazy(() => import('./SendQuoteDialog.tsx'));

export interface SendQuoteModalProps {
  readonly sku: string;
  readonly productName: string;
  /** The car's product: the terms when the address carries none are that product's defaults. */
  readonly product: 'financing' | 'subscription';
}

export function SendQuoteModal(props: SendQuoteModalProps) {
  const { open, opened, close } = useOpenTrigger(SEND_QUOTE_HASH);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SendQuoteDialog {...props} open={open} onClose={close} />
    </Suspense>
  );
}
