/** The six static pages by slug (spec route table). */
import { COMPLIANCE_PAGE, IMPRESSUM_PAGE, INSURANCE_COMPLAINTS_PAGE } from './page-other.ts';
import { COOKIE_PAGE, PRIVACY_PAGE } from './page-privacy.ts';
import { TERMS_PAGE } from './page-terms.ts';

export const STATIC_PAGES = [
  { slug: 'termeni-si-conditii', name: 'Termeni si conditii', content: TERMS_PAGE },
  { slug: 'protectia-datelor', name: 'Protectia datelor', content: PRIVACY_PAGE },
  { slug: 'politica-cookie', name: 'Politica cookie', content: COOKIE_PAGE },
  { slug: 'conformitate', name: 'Conformitate', content: COMPLIANCE_PAGE },
  { slug: 'sesizari-asigurari', name: 'Sesizari asigurari', content: INSURANCE_COMPLAINTS_PAGE },
  { slug: 'impressum', name: 'Impressum', content: IMPRESSUM_PAGE },
] as const;
