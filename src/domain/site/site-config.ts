/**
 * Addresses the site links to: the CMS API and its storage, the group's companies and the outside
 * services (authorities, social networks, the insurance broker). Shared by the build and by islands,
 * so it reads only PUBLIC_* variables at module level; the build-only CMS address is a function.
 */

type Env = Readonly<{
  CMS_URL?: string | undefined;
  PUBLIC_CMS_URL?: string | undefined;
  PUBLIC_STORAGE_URL?: string | undefined;
}>;

/** Vite inlines `import.meta.env` in the build and islands; plain Node (scripts) has none. */
const publicEnv = (import.meta.env ?? {}) as unknown as Env;

const DEFAULT_BUILD_CMS_URL = 'http://localhost:4321/api';
const DEFAULT_BROWSER_CMS_URL = '/api';
const DEFAULT_STORAGE_URL = '/storage';

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Where `astro build` reads content: `CMS_URL`, else the embedded server. */
export function buildCmsUrl(env: Env = process.env): string {
  return withoutTrailingSlash(env.CMS_URL || DEFAULT_BUILD_CMS_URL);
}

/** Where islands call the API from the visitor's browser: `PUBLIC_CMS_URL`, else same origin. */
export function browserCmsUrl(env: Env = publicEnv): string {
  return withoutTrailingSlash(env.PUBLIC_CMS_URL || DEFAULT_BROWSER_CMS_URL);
}

/**
 * The public URL of a file in the CMS storage (photos, PDFs).
 *
 * @example storageUrl('cars/B-101/profile.svg') // '/storage/cars/B-101/profile.svg'
 */
export function storageUrl(path: string, env: Env = publicEnv): string {
  const base = withoutTrailingSlash(env.PUBLIC_STORAGE_URL || DEFAULT_STORAGE_URL);
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Outside services the frame and pages link to. */
export const externalLinks = {
  insuranceBroker: 'https://www.autoasigurare.ro/rca',
  consumerProtection: 'https://anpc.ro/',
  alternativeDisputeResolution: 'https://anpc.ro/ce-este-sal/',
  onlineDisputeResolution: 'https://ec.europa.eu/consumers/odr',
} as const;

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube' | 'tiktok';

export const socialLinks: readonly { network: SocialNetwork; name: string; href: string }[] = [
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/autoabonament' },
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/autoabonament' },
  { network: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/autoabonament' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@autoabonament' },
  { network: 'tiktok', name: 'TikTok', href: 'https://www.tiktok.com/@autoabonament' },
];

/**
 * The companies behind the offers (spec section 1): subscriptions come from the mobility company,
 * credit and leasing from the leasing finance company. Legal data is shown as text in the footer and
 * must match the impressum page of the CMS.
 */
export const groupEntities: readonly {
  key: 'mobility' | 'leasing';
  legalName: string;
  registration: string;
  cui: string;
  address: string;
}[] = [
  {
    key: 'mobility',
    legalName: 'AutoAbonament Mobility SRL',
    registration: 'J40/11872/2019',
    cui: 'RO41588210',
    address: 'Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti',
  },
  {
    key: 'leasing',
    legalName: 'AutoAbonament Finance IFN SA',
    registration: 'J40/3391/2008',
    cui: 'RO23488015',
    address: 'Bd. Iuliu Maniu 7, Corp B, Sector 6, 061072 Bucuresti',
  },
];

/** The static legal pages of the route table; each is pre-built from GET /static-pages/{slug}. */
export const LEGAL_PAGE_SLUGS = [
  'termeni-si-conditii',
  'protectia-datelor',
  'politica-cookie',
  'conformitate',
  'sesizari-asigurari',
  'impressum',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];
