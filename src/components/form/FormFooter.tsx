import { useEffect, useRef, useState } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { WaitingScreen } from '../ui/WaitingScreen.tsx';
import type { SubmitStatus } from './submit-status.ts';

export interface FormFooterProps {
  readonly status: SubmitStatus;
  readonly label: string;
  /** Shown once the server has accepted; forms that move on instead leave it out. */
  readonly successMessage?: string;
}

/**
 * The end of every form: waiting screen while sending, the outcome, the submit button. The outcome
 * is the last send's: a new send of the form makes it stale at once, also when the form's own
 * checks stop that send before anything reaches the server (an old success beside new field
 * errors would say the opposite of them). The form element is found from here, so no form has
 * to wire this itself.
 */
export function FormFooter({ status, label, successMessage }: FormFooterProps) {
  const footer = useRef<HTMLDivElement>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  // The status object of the last send once a new send began; a new answer is a new object.
  const [stale, setStale] = useState<SubmitStatus | null>(null);
  useEffect(() => {
    const form = footer.current?.closest('form');
    if (!form) return;
    const onSubmit = () => setStale(statusRef.current);
    form.addEventListener('submit', onSubmit, { capture: true });
    return () => form.removeEventListener('submit', onSubmit, { capture: true });
  }, []);
  const outcome = status === stale ? null : status.kind;
  const sending = status.kind === 'sending';
  return (
    <div className="form-footer" ref={footer}>
      {sending ? <WaitingScreen /> : null}
      {outcome === 'success' && successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      {outcome === 'error' && status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
      <SubmitButton busy={sending}>{label}</SubmitButton>
    </div>
  );
}
