/**
 * Contact island, mounted once by the layout with `client:hash={CONTACT_REQUEST}`, so it hydrates
 * only at the first contact request (src/lib/on-demand/hash-directive.ts). Opens on #contact /
 * #contactbroker in the URL (on mount and on hashchange) and when any link to those hashes is
 * clicked, so navbar, footer and quick-nav links need no JS of their own. Closing clears the hash
 * without a history entry.
 */
import { useCallback, useEffect, useState } from 'react';
import { clearHash, takeHashClick } from '../../lib/on-demand/hash-request.ts';
import ContactDialog from './ContactDialog.tsx';
import { CONTACT_REQUEST, type ContactVariant, contactVariantOf } from './contact-hash.ts';
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
      const next = contactVariantOf(takeHashClick(event, window, CONTACT_REQUEST) ?? '');
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
    clearHash(window, CONTACT_REQUEST);
    setVariant(null);
  }, []);

  if (variant === null) return null;
  return <ContactDialog variant={variant} onClose={close} />;
}
