/**
 * Contact island, mounted once by the layout. Opens on #contact / #contactbroker in the URL (on
 * load and on hashchange) and when any link to those hashes is clicked, so navbar, footer and
 * quick-nav links need no JS of their own. Closing clears the hash without a history entry.
 * Only this listener ships with every page; the dialog, its form and validation load on the first
 * opening (the island is on every page, so its initial cost is paid everywhere).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { type ContactVariant, contactVariantOf, contactVariantOfLink } from './contact-hash.ts';

const ContactDialog = lazy(() => import('./ContactDialog.tsx'));

export function ContactModal() {
  const [variant, setVariant] = useState<ContactVariant | null>(null);

  useEffect(() => {
    // Also resumes sending messages an earlier visit could not deliver; loaded apart so the sender
    // (API client and its validation) is not part of every page's first JS.
    void import('./form-outbox.ts').then(({ formOutbox }) => formOutbox());
    const fromHash = () => {
      const next = contactVariantOf(window.location.hash);
      if (next) setVariant(next);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const next =
        link instanceof HTMLAnchorElement ? contactVariantOfLink(link, window.location.origin) : null;
      if (!next) return;
      event.preventDefault();
      setVariant(next);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const close = useCallback(() => {
    if (contactVariantOf(window.location.hash)) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    setVariant(null);
  }, []);

  if (variant === null) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog variant={variant} onClose={close} />
    </Suspense>
  );
}
