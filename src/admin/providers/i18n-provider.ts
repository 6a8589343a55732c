/**
 * Romanian only: react-admin's messages (back-office-ra.ts) and ours (back-office.ts, privacy.ts). Messages
 * that are not keys (the server's and valibot's reasons, already Romanian) are shown as they are.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { roBackOffice } from '../../i18n/ro/back-office.ts';
import { roBackOfficeDesk } from '../../i18n/ro/back-office-desk.ts';
import { roBackOfficeOrders } from '../../i18n/ro/back-office-orders.ts';
import { roReactAdmin } from '../../i18n/ro/back-office-ra.ts';
import { roPrivacy } from '../../i18n/ro/privacy.ts';

export const i18nProvider = polyglotI18nProvider(
  () =>
    mergeTranslations(roReactAdmin, roBackOffice, roBackOfficeDesk, roBackOfficeOrders, {
      resources: { ...roPrivacy.resources, settings: { fields: roPrivacy.settings } },
    }),
  'ro',
  [{ locale: 'ro', name: 'Romana' }],
  { allowMissing: true },
);
