/**
 * Romanian only: react-admin's messages (back-office-ra.ts) and ours (back-office.ts). Messages
 * that are not keys (the server's and valibot's reasons, already Romanian) are shown as they are.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { roBackOffice } from '../../i18n/ro/back-office.ts';
import { roBackOfficeOrders } from '../../i18n/ro/back-office-orders.ts';
import { roReactAdmin } from '../../i18n/ro/back-office-ra.ts';

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(roReactAdmin, roBackOffice, roBackOfficeOrders),
  'ro',
  [{ locale: 'ro', name: 'Romana' }],
  { allowMissing: true },
);
