/**
 * The contact dialog's content: the general modal, or the broker's with its postal address.
 */
import { Modal } from '../../components/ui/Modal.tsx';
import { roContent, roSite } from '../../i18n/ro.ts';
import { ContactForm } from './ContactForm.tsx';
import type { ContactVariant } from './contact-hash.ts';

export interface ContactDialogProps {
  readonly variant: ContactVariant;
  readonly onClose: () => void;
}

export default function ContactDialog({ variant, onClose }: ContactDialogProps) {
  const broker = variant === 'broker';
  return (
    <Modal open title={broker ? roContent.contactBrokerTitle : roContent.contactTitle} onClose={onClose}>
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
      <ContactForm key={variant} />
    </Modal>
  );
}
