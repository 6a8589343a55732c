/** Romanian strings: quickNav (part of the catalogue in src/i18n/ro.ts). */
export const roQuickNav = {
  label: 'Acces rapid',
  contact: 'Scrie-ne un mesaj',
  phone: 'Suna-ne',
  faq: 'Intrebari frecvente',
} as const;
