/** Romanian strings: site (part of the catalogue in src/i18n/ro.ts). */
export const roSite = {
  name: 'AutoAbonament',
  tagline: 'Abonament auto si finantare online',
  postalAddress: 'Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti',
  skipToContent: 'Sari la continut',
  /** The ribbon on every page in test mode (SHOP_MODE unset or test). */
  testModeRibbon: 'Mod test — nicio plata reala',
  testModeLabel: 'Mod test',
  titleTemplate: '{title} | AutoAbonament',
  defaultDescription:
    'Abonament auto cu toate costurile incluse, credit si leasing pentru masini noi si rulate, cu preaprobare online in aproximativ 10 minute.',
  legalPageDescription: '{name} - informatii legale AutoAbonament',
  logoAlt: 'AutoAbonament - pagina principala',
} as const;
