/** Romanian strings: nav (part of the catalogue in src/i18n/ro.ts). */
export const roNav = {
  label: 'Navigare principala',
  home: 'Acasa',
  financing: 'Vreau finantare',
  subscription: 'Vreau Abonament',
  insurance: 'Vreau Asigurare',
  faq: 'Intrebari Frecvente',
  contact: 'Contact',
  favourites: 'Favorite',
  openMenu: 'Deschide meniul',
  closeMenu: 'Inchide meniul',
} as const;
