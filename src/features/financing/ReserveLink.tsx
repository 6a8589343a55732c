import { type MouseEvent, useSyncExternalStore } from 'react';

export interface ReserveLinkProps {
  readonly href: string;
  readonly label: string;
  /** Saves the panel's choice for the wizard; may cancel the navigation (no pickup date yet). */
  readonly onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const noSubscription = () => () => {};

/**
 * 'Rezerva acum': a link into the wizard that first saves the panel's choice. Until the island has
 * hydrated nothing can be saved, and the wizard, finding no car, would send the visitor back to the
 * list; so the pre-built markup is a disabled button, which hydration turns into the link.
 */
export function ReserveLink({ href, label, onClick }: ReserveLinkProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) {
    return (
      <button type="button" className="button" disabled>
        {label}
      </button>
    );
  }
  return (
    <a className="button" href={href} onClick={onClick}>
      {label}
    </a>
  );
}
