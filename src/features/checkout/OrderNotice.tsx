import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';
import './checkout.css';

export interface OrderNoticeProps {
  readonly message: string;
  /** Defaults to the home page. */
  readonly link?: { readonly href: string; readonly text: string };
}

/** Why a checkout page cannot go on (unknown, unapproved or paid order) and where to go instead. */
export function OrderNotice({ message, link = { href: '/', text: roCheckout.backHome } }: OrderNoticeProps) {
  return (
    <div className="checkout">
      <Alert tone="info">{message}</Alert>
      <p>
        <a className="button" href={link.href}>
          {link.text}
        </a>
      </p>
    </div>
  );
}
