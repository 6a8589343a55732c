import { ro } from '../../i18n/ro.ts';
import { ConsentLabel } from '../content/ConsentLabel.tsx';

/** The lead forms' consent: the shared wording with its link to /protectia-datelor. */
export function DataProtectionLabel() {
  return (
    <ConsentLabel
      text={ro.content.dataProtectionConsent}
      linkText={ro.content.dataProtectionLink}
      href="/protectia-datelor"
    />
  );
}
