/**
 * Contact island, mounted once by the layout. Opens on #contact / #contactbroker in the URL (on
 * load and on hashchange) and when any link to those hashes is clicked, so navbar, footer and
 * quick-nav links need no JS of their own. Closing clears the hash without a history entry.
 */
import { useCallback, useEffect, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { roContent, roSite } from '../../i18n/ro.ts';
import { ContactForm } from './ContactForm.tsx';
import { type ContactVariant, contactVariantOf, contactVariantOfLink } from './contact-hash.ts';
import { formOutbox } from './form-outbox.ts';

export function ContactModal() {
  const [variant, setVariant] = useState<ContactVariant | null>(null);

  useEffect(() => {
    // Also resumes sending messages an earlier visit could not deliver.
    formOutbox();
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

  const broker = variant === 'broker';
  return (
    <Modal
      open={variant !== null}
      title={broker ? roContent.contactBrokerTitle : roContent.contactTitle}
      onClose={close}
    >
      <p>{roContent.contactIntro}</p>
      {broker ? (
        <div className="contact-broker-info">
          <p>
            <strong>{roContent.postalAddressLabel}:</strong> {roSite.postalAddress}
          </p>
          <p>
            <a href="/protectia-datelor#broker">{roContent.brokerDataProtection}</a>
          </p>
        </div>
      ) : null}
      <ContactForm key={variant ?? 'closed'} />
    </Modal>
  );
}
