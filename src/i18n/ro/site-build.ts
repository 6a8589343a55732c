/** Romanian strings: siteBuild (part of the catalogue in src/i18n/ro.ts). */
/** The page the server answers while the very first build of the site runs. */
export const roSiteBuild = {
  title: 'Site-ul se construieste',
  message: 'Pregatim paginile magazinului. Pagina se reincarca automat in cateva secunde...',
} as const;
