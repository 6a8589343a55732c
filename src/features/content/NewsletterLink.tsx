/**
 * The island of the newsletter's two link pages. `confirm`: the click on the double opt-in link,
 * sent at once (the e-mail's click is the visitor's act). `unsubscribe`: one button, one click; it
 * is not sent on load, since mail scanners open links on their own. The secret comes from the
 * page's `?token=`; a link without one of the right shape is invalid without asking the server.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { WaitingScreen } from '../../components/ui/WaitingScreen.tsx';
import { newsletterTokenFrom } from '../../domain/site/newsletter-paths.ts';
import { roCommon, roNewsletter } from '../../i18n/ro.ts';
import { postJson } from '../../lib/api/browser-client.ts';

type Action = 'confirm' | 'unsubscribe';
type State = 'ready' | 'sending' | 'done' | 'invalid' | 'network' | 'failed';

const TEXTS = {
  confirm: {
    title: roNewsletter.confirmPageTitle,
    doneTitle: roNewsletter.confirmedTitle,
    done: roNewsletter.confirmed,
  },
  unsubscribe: {
    title: roNewsletter.unsubscribePageTitle,
    doneTitle: roNewsletter.unsubscribedTitle,
    done: roNewsletter.unsubscribed,
  },
} as const;

async function send(action: Action, token: string): Promise<State> {
  const result = await postJson(`/subscribers/${action}?token=${encodeURIComponent(token)}`, {});
  if (result.ok) return 'done';
  if (result.kind === 'network') return 'network';
  return result.status === 404 ? 'invalid' : 'failed';
}

export function NewsletterLink({ action }: { action: Action }) {
  const t = TEXTS[action];
  const [state, setState] = useState<State>(action === 'confirm' ? 'sending' : 'ready');
  const started = useRef(false);

  const run = useCallback(async () => {
    const token = newsletterTokenFrom(window.location.search);
    if (token === null) {
      setState('invalid');
      return;
    }
    setState('sending');
    setState(await send(action, token));
  }, [action]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (action === 'confirm') void run();
    else if (newsletterTokenFrom(window.location.search) === null) setState('invalid');
  }, [action, run]);

  if (state === 'done') {
    return (
      <>
        <h1>{t.doneTitle}</h1>
        <p role="status">{t.done}</p>
        <p>
          <a className="button" href="/">
            {roNewsletter.backHome}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t.title}</h1>
      {state === 'sending' ? <WaitingScreen /> : null}
      {state === 'ready' ? (
        <>
          <p>{roNewsletter.unsubscribeIntro}</p>
          <p>
            <button type="button" className="button" onClick={() => void run()}>
              {roNewsletter.unsubscribeButton}
            </button>
          </p>
        </>
      ) : null}
      {state === 'invalid' ? <p role="alert">{roNewsletter.linkInvalid}</p> : null}
      {state === 'network' || state === 'failed' ? (
        <>
          <p role="alert">{state === 'network' ? roCommon.serverUnreachable : roCommon.serverError}</p>
          <p>
            <button type="button" className="button" onClick={() => void run()}>
              {roNewsletter.retry}
            </button>
          </p>
        </>
      ) : null}
    </>
  );
}
