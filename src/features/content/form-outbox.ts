/**
 * The page's one outbox for the fire-and-forget forms. Started by the first island that asks for
 * it (the contact island is on every page), which also sends what earlier visits left behind. When
 * the server accepts an entry, whichever page is open pushes the form_success event, so a message
 * stored after a reconnect is still counted once.
 */
import { roContent } from '../../i18n/ro.ts';
import type { ApiResult } from '../../lib/api/browser-client.ts';
import { createOutbox, type Outbox } from '../../lib/api/outbox-queue.ts';
import { type FormName, formSuccessEvent, pushEvent } from '../catalog/analytics.ts';

export const CONTACT_PATH = '/contact-form';
export const SUBSCRIBERS_PATH = '/subscribers';

const FORM_NAMES: Readonly<Record<string, FormName>> = {
  [CONTACT_PATH]: 'form_contact',
  [SUBSCRIBERS_PATH]: 'form_newsletter',
};

let shared: Outbox | undefined;

/** Whether a deferred send was turned away for now (429), not lost on the way. */
export const wasThrottled = (result: ApiResult): boolean =>
  !result.ok && result.kind === 'server' && result.status === 429;

/** What a visitor is told while the outbox keeps their submission for a later attempt. */
export function queuedNotice(result: ApiResult): string {
  return wasThrottled(result) ? roContent.queuedThrottled : roContent.queuedOffline;
}

export function formOutbox(): Outbox {
  if (shared) return shared;
  const outbox = createOutbox({ storage: window.localStorage });
  outbox.subscribe(({ entry, outcome }) => {
    const formName = FORM_NAMES[entry.path];
    if (outcome === 'accepted' && formName) pushEvent(formSuccessEvent(formName));
  });
  outbox.start(window);
  shared = outbox;
  return outbox;
}
