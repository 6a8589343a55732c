/**
 * Contact island, mounted once by the layout with `client:contact`, so it hydrates only at the
 * first contact request (see contact-directive.ts). Opens on #contact / #contactbroker in the URL
 * (on mount and on hashchange) and when any link to those hashes is clicked, so navbar, footer and
 * quick-nav links need no JS of their own. Closing clears the hash without a history entry.
 */
import { useCallback, useEffect, useState } from 'react';
import ContactDialog from './ContactDialog.tsx';
import { type ContactVariant, contactVariantOf, takeContactClick } from './contact-hash.ts';
import { formOutbox } from './form-outbox.ts';

export function ContactModal() {
  const [variant, setVariant] = useState<ContactVariant | null>(null);

  useEffect(() => {
    // Also resumes sending messages an earlier visit could not deliver (the directive hydrates the
    // island for that alone).
    formOutbox();
    const fromHash = () => {
      const next = contactVariantOf(window.location.hash);
      if (next) setVariant(next);
    };
    const onClick = (event: MouseEvent) => {
      const next = takeContactClick(event, window);
      if (next) setVariant(next);
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
  return <ContactDialog variant={variant} onClose={close} />;
}
