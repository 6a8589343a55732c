import type { SubmitStatus } from '../../features/approval/form-support.ts';
import { Alert } from '../ui/Alert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { WaitingScreen } from '../ui/WaitingScreen.tsx';

export interface FormFooterProps {
  readonly status: SubmitStatus;
  readonly label: string;
}

/** The end of every wizard form: waiting screen while sending, the failure message, the submit. */
export function FormFooter({ status, label }: FormFooterProps) {
  const sending = status.kind === 'sending';
  return (
    <div className="approval-form__footer">
      {sending ? <WaitingScreen /> : null}
      {status.kind === 'error' ? <Alert tone="error">{status.message}</Alert> : null}
      <SubmitButton busy={sending}>{label}</SubmitButton>
    </div>
  );
}
