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

/** The end of every form: waiting screen while sending, the outcome, the submit button. */
export function FormFooter({ status, label, successMessage }: FormFooterProps) {
  const sending = status.kind === 'sending';
  return (
    <div className="form-footer">
      {sending ? <WaitingScreen /> : null}
      {status.kind === 'success' && successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      {status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
      <SubmitButton busy={sending}>{label}</SubmitButton>
    </div>
  );
}
