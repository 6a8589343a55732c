/**
 * The car page's financing island. Its tables come packed (payment-info-codec.ts), about a third of
 * their JSON size, in a data block the page writes beside it (island-data.ts) rather than as a
 * prop; it unpacks them once for the panel.
 */
import { useMemo } from 'react';
import { unpackFinancingInfo } from '../../domain/financing/payment-info-codec.ts';
import { islandData } from '../../lib/html/island-data.ts';
import { FinancingPanel, type FinancingPanelProps } from './FinancingPanel.tsx';

export interface FinancingPanelIslandProps extends Omit<FinancingPanelProps, 'paymentInfo'> {
  /** Id of the page's data block holding packFinancingInfo of the car's payment_info. */
  readonly tablesId: string;
}

/** The data block's id for a car's tables. */
export const financingTablesId = (sku: string): string => `tabele-${sku}`;

export function FinancingPanelIsland({ tablesId, ...props }: FinancingPanelIslandProps) {
  const paymentInfo = useMemo(() => unpackFinancingInfo(islandData(tablesId)), [tablesId]);
  return <FinancingPanel {...props} paymentInfo={paymentInfo} />;
}
