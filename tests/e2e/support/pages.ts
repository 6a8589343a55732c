import { CONTENT_PAGE_PATHS } from '../../../src/lib/routes/sitemap.ts';

/** The content pages of issue 4 (home, information, FAQ, refund form), as the sitemap lists them. */
export const CONTENT_PAGES = CONTENT_PAGE_PATHS;

/** The car lists of issue 3 that have their own page. */
export const LIST_PAGES = ['/masini', '/masini/abonament', '/masini/finantare'] as const;
