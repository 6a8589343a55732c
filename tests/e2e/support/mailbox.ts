/**
 * The messages the shop delivered over SMTP in this run (scripts/e2e-mailbox.ts): the specs read
 * an e-mail as its recipient gets it, after the dispatcher has sent it.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import type { DeliveredMail } from '../../../scripts/e2e-mailbox.ts';

const viewUrl = () => `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;

/** Waits for the message to `to` whose subject contains `subjectPart`, as delivered. */
export async function deliveredMail(
  request: APIRequestContext,
  to: string,
  subjectPart: string,
): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${viewUrl()}/messages?${new URLSearchParams({ to })}`);
        const mails = (await response.json()) as DeliveredMail[];
        found = mails.findLast((mail) => mail.subject.includes(subjectPart));
        return found !== undefined;
      },
      { message: `an e-mail "${subjectPart}" delivered to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link of the message's HTML whose address contains `pathPart`. */
export function linkIn(mail: DeliveredMail, pathPart: string): string {
  const link = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    .find((href) => href.includes(pathPart));
  if (!link) throw new Error(`no link to ${pathPart} in "${mail.subject}"`);
  return link;
}

/** Every message delivered to `to` so far whose subject contains `subjectPart`. */
export async function deliveredMails(
  request: APIRequestContext,
  to: string,
  subjectPart: string,
): Promise<DeliveredMail[]> {
  const response = await request.get(`${viewUrl()}/messages?${new URLSearchParams({ to })}`);
  return ((await response.json()) as DeliveredMail[]).filter((mail) => mail.subject.includes(subjectPart));
}
