import { roContent } from '../../i18n/ro.ts';
import { ConsentLabel } from '../content/ConsentLabel.tsx';

/** The lead forms' consent: the shared wording with its link to /protectia-datelor. */
export function DataProtectionLabel() {
  return (
    <ConsentLabel
      text={roContent.dataProtectionConsent}
      linkText={roContent.dataProtectionLink}
      href="/protectia-datelor"
    />
  );
}
