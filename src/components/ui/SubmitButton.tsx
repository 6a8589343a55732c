import type { ReactNode } from 'react';
import './ui.css';

export interface SubmitButtonProps {
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * The form's submit button. While busy it stays focusable (aria-disabled, not disabled, so focus
 * is not thrown to <body>) and swallows clicks so a request is never sent twice.
 */
export function SubmitButton({ busy = false, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="ui-button"
      aria-disabled={busy}
      aria-busy={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
