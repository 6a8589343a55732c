/** The island of the newsletter's two link pages (confirmation, unsubscribe): see TokenLink. */
import { roNewsletter } from '../../i18n/ro.ts';
import { type TokenAction, TokenLink } from './TokenLink.tsx';

export function NewsletterLink({ action }: { action: TokenAction }) {
  return (
    <TokenLink
      action={action}
      endpoint="/subscribers"
      texts={roNewsletter}
      next={{ href: '/', text: roNewsletter.backHome }}
    />
  );
}
