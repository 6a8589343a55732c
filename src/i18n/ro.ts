/**
 * Every Romanian string of the interface, copied exactly from the spec where it gives them.
 * Code reads text only from here; placeholders like {email} are filled with `fill()`.
 * Grouped by capability; each feature owns its group, one file per group under ./ro/ so a page's
 * island bundle carries only the groups that page uses (one shared module would carry them all).
 */

import { roAffordability } from './ro/affordability.ts';
import { roApproval } from './ro/approval.ts';
import { roCarPage } from './ro/car-page.ts';
import { roCarPicks } from './ro/car-picks.ts';
import { roCatalog } from './ro/catalog.ts';
import { roCatalogList } from './ro/catalog-list.ts';
import { roCheckout } from './ro/checkout.ts';
import { roCommon } from './ro/common.ts';
import { roConsent } from './ro/consent.ts';
import { roContent } from './ro/content.ts';
import { roCreditAds } from './ro/credit-ads.ts';
import { roDecision } from './ro/decision.ts';
import { roDesk } from './ro/desk.ts';
import { roDisclosure } from './ro/disclosure.ts';
import { roFigureSettings } from './ro/figure-settings.ts';
import { roFinancing } from './ro/financing.ts';
import { roFooter } from './ro/footer.ts';
import { roHistory } from './ro/history.ts';
import { roLeadMails } from './ro/lead-mails.ts';
import { roLeads } from './ro/leads.ts';
import { roLegal } from './ro/legal.ts';
import { roListOrder } from './ro/list-order.ts';
import { roNav } from './ro/nav.ts';
import { roNewsletter } from './ro/newsletter.ts';
import { roNotFound } from './ro/not-found.ts';
import { roOrderPage } from './ro/order-page.ts';
import { roOrderServer } from './ro/order-server.ts';
import { roPriceAlerts } from './ro/price-alerts.ts';
import { roAdminApi, roPublicApi } from './ro/public-api.ts';
import { roQuickNav } from './ro/quick-nav.ts';
import { roQuoteOffer } from './ro/quote-offer.ts';
import { roQuoteOfferPanel } from './ro/quote-offer-panel.ts';
import { roSandbox } from './ro/sandbox.ts';
import { roSecci } from './ro/secci.ts';
import { roSite } from './ro/site.ts';
import { roSiteBuild } from './ro/site-build.ts';
import { roStaff } from './ro/staff.ts';
import { roSummary } from './ro/summary.ts';
import { roValidation } from './ro/validation.ts';
import { roWithdrawal } from './ro/withdrawal.ts';

/** Replaces `{name}` placeholders: fill('de la {amount} €', { amount: '12' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

export {
  roAdminApi,
  roAffordability,
  roApproval,
  roCarPage,
  roCarPicks,
  roCatalog,
  roCatalogList,
  roCheckout,
  roCommon,
  roConsent,
  roContent,
  roCreditAds,
  roDecision,
  roDesk,
  roDisclosure,
  roFigureSettings,
  roFinancing,
  roFooter,
  roHistory,
  roLeadMails,
  roLeads,
  roLegal,
  roListOrder,
  roNav,
  roNewsletter,
  roNotFound,
  roOrderPage,
  roOrderServer,
  roPriceAlerts,
  roPublicApi,
  roQuickNav,
  roQuoteOffer,
  roSandbox,
  roSecci,
  roSite,
  roSiteBuild,
  roStaff,
  roSummary,
  roValidation,
  roWithdrawal,
};

/** The whole catalogue, for server-rendered code; islands import single groups (smaller bundles). */
export const ro = {
  site: roSite,
  nav: roNav,
  quickNav: roQuickNav,
  footer: roFooter,
  notFound: roNotFound,
  siteBuild: roSiteBuild,
  content: roContent,
  orderPage: roOrderPage,
  newsletter: roNewsletter,
  common: roCommon,
  checkout: roCheckout,
  catalog: roCatalog,
  catalogList: roCatalogList,
  listOrder: roListOrder,
  carPage: roCarPage,
  carPicks: roCarPicks,
  priceAlerts: roPriceAlerts,
  figureSettings: roFigureSettings,
  financing: roFinancing,
  creditAds: roCreditAds,
  disclosure: roDisclosure,
  secci: roSecci,
  orderServer: roOrderServer,
  publicApi: roPublicApi,
  adminApi: roAdminApi,
  sandbox: roSandbox,
  validation: roValidation,
  approval: roApproval,
  decision: roDecision,
  affordability: roAffordability,
  leads: roLeads,
  quoteOffer: roQuoteOffer,
  quoteOfferPanel: roQuoteOfferPanel,
  leadMails: roLeadMails,
  consent: roConsent,
  summary: roSummary,
  withdrawal: roWithdrawal,
  legal: roLegal,
  staff: roStaff,
  history: roHistory,
} as const;
