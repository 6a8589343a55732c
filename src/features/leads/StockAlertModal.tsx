/**
 * 'Alerta Stoc' island for the car page. Only the opener ships with the page: the dialog and its
 * form code load on the first #alerta-stoc link or request (the financing panel's button); the
 * island itself hydrates then too (client:hash), which keeps the car page's initial JS small.
 */
import { lazy, Suspense } from 'react';
import { STOCK_ALERT_HASH, useOpenTrigger } from './open-trigger.ts';

const StockAlertDialog = lazy(() => import('./StockAlertDialog.tsx'));

export interface StockAlertModalProps {
  readonly sku: string;
  readonly productName: string;
}

export function StockAlertModal({ sku, productName }: StockAlertModalProps) {
  const { open, opened, close } = useOpenTrigger(STOCK_ALERT_HASH);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <StockAlertDialog open={open} onClose={close} sku={sku} productName={productName} />
    </Suspense>
  );
}
