/**
 * The island of a double opt-in's two link pages (the newsletter's, a price alert's). `confirm`:
 * the click on the confirmation link, sent at once (the e-mail's click is the visitor's act).
 * `unsubscribe`: one button, one click; it is not sent on load, since mail scanners open links on
 * their own. The secret comes from the page's `?token=`; a link without one of the right shape is
 * invalid without asking the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { newsletterTokenFrom } from '../../domain/site/newsletter-paths.ts';
import { roCommon } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';

export type TokenAction = 'confirm' | 'unsubscribe';
type State = 'ready' | 'sending' | 'done' | 'invalid' | 'network' | 'failed';

export interface TokenLinkTexts {
  readonly confirmPageTitle: string;
  readonly confirmedTitle: string;
  readonly confirmed: string;
  readonly unsubscribePageTitle: string;
  readonly unsubscribedTitle: string;
  readonly unsubscribed: string;
  readonly unsubscribeIntro: string;
  readonly unsubscribeButton: string;
  readonly linkInvalid: string;
  readonly retry: string;
}

export interface NextLink {
  readonly href: string;
  readonly text: string;
}

export interface TokenLinkProps {
  readonly action: TokenAction;
  /** The API resource whose `/confirm` and `/unsubscribe` take the token: '/subscribers'. */
  readonly endpoint: string;
  readonly texts: TokenLinkTexts;
  /** Where the visitor goes on once done; a function reads what the server answered the action. */
  readonly next: NextLink | ((answer: unknown) => NextLink);
}

async function send(endpoint: string, action: TokenAction, token: string): Promise<[State, unknown]> {
  const result = await postJson(`${endpoint}/${action}?token=${encodeURIComponent(token)}`, {});
  if (result.ok) return ['done', result.data];
  if (result.kind === 'network') return ['network', null];
  return [result.status === 404 ? 'invalid' : 'failed', null];
}

export function TokenLink({ action, endpoint, texts: t, next }: TokenLinkProps) {
  const [state, setState] = useState<State>(action === 'confirm' ? 'sending' : 'ready');
  const [answer, setAnswer] = useState<unknown>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    const token = newsletterTokenFrom(window.location.search);
    if (token === null) {
      setState('invalid');
      return;
    }
    setState('sending');
    const [sent, answered] = await send(endpoint, action, token);
    setAnswer(answered);
    setState(sent);
  }, [action, endpoint]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (action === 'confirm') void run();
    else if (newsletterTokenFrom(window.location.search) === null) setState('invalid');
  }, [action, run]);

  if (state === 'done') {
    const link = typeof next === 'function' ? next(answer) : next;
    return (
      <>
        <h1>{action === 'confirm' ? t.confirmedTitle : t.unsubscribedTitle}</h1>
        <p role="status">{action === 'confirm' ? t.confirmed : t.unsubscribed}</p>
        <p>
          <a className="button" href={link.href}>
            {link.text}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{action === 'confirm' ? t.confirmPageTitle : t.unsubscribePageTitle}</h1>
      {state === 'sending' ? <WaitingScreen /> : null}
      {state === 'ready' ? (
        <>
          <p>{t.unsubscribeIntro}</p>
          <p>
            <button type="button" className="button" onClick={() => void run()}>
              {t.unsubscribeButton}
            </button>
          </p>
        </>
      ) : null}
      {state === 'invalid' ? <p role="alert">{t.linkInvalid}</p> : null}
      {state === 'network' || state === 'failed' ? (
        <>
          <p role="alert">{state === 'network' ? roCommon.serverUnreachable : roCommon.serverError}</p>
          <p>
            <button type="button" className="button" onClick={() => void run()}>
              {t.retry}
            </button>
          </p>
        </>
      ) : null}
    </>
  );
}
