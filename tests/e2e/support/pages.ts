/** The content pages of issue 4 (home, information, FAQ, refund form), as the site serves them. */
export const CONTENT_PAGES = [
  '/',
  '/finantare',
  '/abonament',
  '/asigurare',
  '/ghid-abonament',
  '/faq',
  '/formular-ramburs',
] as const;

/** The car lists of issue 3 that have their own page. */
export const LIST_PAGES = ['/masini', '/masini/abonament', '/masini/finantare'] as const;
