/**
 * A company's waiting screen while its checks run: polls the order (10 s after the contact step,
 * 5 s after the company details) and hands the next step to the wizard once it is known.
 */
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { roApproval } from '../../i18n/ro.ts';
import type { CompanyChecks, CompanyNext } from './company-progress.ts';
import { fetchOrder } from './order-api.ts';
import { usePolling } from './use-polling.ts';

export interface CompanyWaitProps {
  readonly uuid: string;
  readonly intervalMs: number;
  readonly decide: (order: CompanyChecks) => CompanyNext;
  /** Gets the order the deciding poll read, so the wizard does not read it again. */
  readonly onNext: (step: 2 | 3, order: OrderReadBack) => void;
}

export function CompanyWait({ uuid, intervalMs, decide, onNext }: CompanyWaitProps) {
  usePolling(
    async () => {
      const answer = await fetchOrder(uuid);
      if (!answer.ok) return false;
      const next = decide(answer.order);
      if (next === 'wait') return false;
      onNext(next, answer.order);
      return true;
    },
    intervalMs,
    true,
  );
  return (
    <div className="approval-form">
      <p>{roApproval.waitingCheck}</p>
      <WaitingScreen />
    </div>
  );
}
