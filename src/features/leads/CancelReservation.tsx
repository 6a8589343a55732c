/**
 * The island of the /anulare-rezervare/ shell: the server answers every /anulare-rezervare/{uuid}
 * with this page (rewrite table), the island reads the uuid from the address and cancels it once.
 * Unknown, already cancelled and malformed links each say so; an unreachable server offers a retry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { roCommon, roLeads } from '../../i18n/ro.ts';
import { type CancelOutcome, cancelReservation, reservationUuidFromPath } from './leads-api.ts';

type State = 'loading' | CancelOutcome;

const MESSAGES: Partial<Record<State, string>> = {
  'not-found': roLeads.reservationNotFound,
  'already-cancelled': roLeads.reservationAlreadyCancelled,
  invalid: roLeads.reservationLinkInvalid,
  network: roCommon.serverUnreachable,
  failed: roCommon.serverError,
};

export function CancelReservation() {
  const t = roLeads;
  const [state, setState] = useState<State>('loading');
  const started = useRef(false);

  const run = useCallback(async () => {
    const uuid = reservationUuidFromPath(window.location.pathname);
    if (uuid === null) {
      setState('invalid');
      return;
    }
    setState('loading');
    setState(await cancelReservation(uuid));
  }, []);

  useEffect(() => {
    // One DELETE per visit: a second would answer "already cancelled" for the visitor's own click.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (state === 'loading') {
    return (
      <>
        <h1>{t.cancelPageTitle}</h1>
        <WaitingScreen />
      </>
    );
  }
  if (state === 'cancelled') {
    return (
      <>
        <h1>{t.cancelledTitle}</h1>
        <p>{t.cancelledThanks}</p>
        <p>
          <a className="button" href="/home">
            {t.backHome}
          </a>
        </p>
      </>
    );
  }
  const retryable = state === 'network' || state === 'failed';
  return (
    <>
      <h1>{t.cancelPageTitle}</h1>
      <p role="alert">{MESSAGES[state]}</p>
      <p>
        {retryable ? (
          <button type="button" className="button" onClick={() => void run()}>
            {t.retry}
          </button>
        ) : (
          <a className="button" href="/home">
            {t.backHome}
          </a>
        )}
      </p>
    </>
  );
}
