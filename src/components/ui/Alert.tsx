import type { ReactNode } from 'react';
import './ui.css';

export interface AlertProps {
  readonly tone: 'success' | 'error' | 'info';
  readonly children: ReactNode;
}

/**
 * A message banner. Errors use role=alert (announced at once, interrupting); success and info use
 * role=status (polite), so a screen reader hears the result of a form without losing its place.
 */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`ui-alert ui-alert--${tone}`}>
      {children}
    </div>
  );
}
