/**
 * A link from an e-mail that acts once clicked (confirm a double opt-in, unsubscribe): POST
 * {path}?token=, answered 200 `{ message, ...what the action tells }` when it acted, 404 with the
 * feature's own message for a token that is malformed, unknown, used up or expired. The body is
 * never read (a mail client's RFC 8058 one-click sends a form body), only limited.
 */
import type { Context, Hono } from 'hono';
import { ro } from '../../src/i18n/ro.ts';
import type { Database } from '../db/client.ts';
import { BODY_LIMITS } from './body-limits.ts';
import { bodyLimitOf } from './request-body.ts';

export interface TokenLink {
  readonly pattern: RegExp;
  /** The 404's message: the link is not (or no longer) valid. */
  readonly invalidMessage: string;
  /** Acts on the token; what it answers joins the 200's body, null when the token is not valid. */
  readonly act: (db: Database, token: string, now: Date) => Promise<Record<string, unknown> | null>;
}

export function tokenLinkRoute(
  app: Hono,
  path: string,
  deps: { readonly db: Database; readonly now: () => Date },
  link: TokenLink,
): void {
  app.post(path, bodyLimitOf(BODY_LIMITS.form), async (c: Context) => {
    const token = c.req.query('token') ?? '';
    const answer = link.pattern.test(token) ? await link.act(deps.db, token, deps.now()) : null;
    return answer
      ? c.json({ message: ro.common.success, ...answer }, 200)
      : c.json({ message: link.invalidMessage }, 404);
  });
}
