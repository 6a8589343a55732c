import { useEffect } from 'react';
import { roApproval } from '../../i18n/ro.ts';
import { EXPIRED_REDIRECT_MS } from './session-timeout.ts';

export interface SessionExpiredProps {
  /** Where the page goes after 30 s; injectable for tests. */
  readonly leave?: () => void;
}

/** 'Sesiune expirata.': says the flow can be restarted, then returns to the home page after 30 s. */
const goHome = () => window.location.assign('/');

export function SessionExpired({ leave = goHome }: SessionExpiredProps) {
  useEffect(() => {
    const handle = setTimeout(leave, EXPIRED_REDIRECT_MS);
    return () => clearTimeout(handle);
  }, [leave]);
  return (
    <section className="approval-expired" aria-labelledby="approval-expired-title">
      <h2 id="approval-expired-title">{roApproval.sessionExpiredTitle}</h2>
      <p>{roApproval.sessionExpiredText}</p>
      <a className="ui-button" href="/">
        {roApproval.sessionExpiredLink}
      </a>
    </section>
  );
}
