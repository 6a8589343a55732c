/**
 * 'Solicita alt tip de finantare' island for the car page. Only the opener ships with the page; the
 * dialog loads on the first #alta-finantare link (client:hash).
 */
import { lazy, Suspense } from 'react';
import { OTHER_FINANCING_HASH, useOpenTrigger } from './open-trigger.ts';

const OtherFinancingDialog = lazy(() => import('./OtherFinancingDialog.tsx'));

export interface OtherFinancingModalProps {
  readonly sku: string;
}

export function OtherFinancingModal({ sku }: OtherFinancingModalProps) {
  const { open, opened, close } = useOpenTrigger(OTHER_FINANCING_HASH);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <OtherFinancingDialog open={open} onClose={close} sku={sku} />
    </Suspense>
  );
}
