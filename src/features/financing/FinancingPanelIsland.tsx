/**
 * The car page's financing island. It takes the tables packed (payment-info-codec.ts), so the page
 * carries about a third of their JSON size, and unpacks them once for the panel.
 */
import { useMemo } from 'react';
import { unpackFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { FinancingPanel, type FinancingPanelProps } from './FinancingPanel.tsx';

export interface FinancingPanelIslandProps extends Omit<FinancingPanelProps, 'paymentInfo'> {
  /** packFinancingInfo of the car's payment_info. */
  readonly packedPaymentInfo: string;
}

export function FinancingPanelIsland({ packedPaymentInfo, ...props }: FinancingPanelIslandProps) {
  const paymentInfo = useMemo(() => unpackFinancingInfo(packedPaymentInfo), [packedPaymentInfo]);
  return <FinancingPanel {...props} paymentInfo={paymentInfo} />;
}
