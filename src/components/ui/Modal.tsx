/**
 * Accessible modal dialog: role=dialog + aria-modal, labelled by its title, focus trapped inside,
 * Escape and the close button close it, focus returns to whatever was focused before it opened,
 * and the page behind does not scroll. Rendered into <body> so no ancestor's transform or overflow
 * can clip it. Enter transitions (300 ms dialog, 150 ms backdrop) live in ui.css and are switched
 * off under prefers-reduced-motion.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { roCommon } from '../../i18n/ro.ts';
import { focusableWithin } from './focusable.ts';
import './ui.css';

export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Extra class on the dialog box, for variants (wide, centred text). */
  readonly className?: string;
}

export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const focusFirst = () => {
      const dialog = dialogRef.current;
      if (dialog) (focusableWithin(dialog)[0] ?? dialog).focus();
    };
    // Document-level, so Escape works and focus is pulled back even after a click on the backdrop.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialogRef.current?.contains(event.target)) focusFirst();
    };
    focusFirst();
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div className="ui-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `ui-modal ${className}` : 'ui-modal'}
        onKeyDown={onKeyDown}
      >
        <div className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button type="button" className="ui-modal__close" aria-label={roCommon.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  const focusable = focusableWithin(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
