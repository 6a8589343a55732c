/** Romanian strings: notFound (part of the catalogue in src/i18n/ro.ts). */
export const roNotFound = {
  title: 'Pagina nu a fost gasita',
  message: 'Oops! Pagina pe care o cauti nu este disponibila',
  redirecting: 'In cateva secunde vei fi redirectionat catre Homepage...',
  goHome: 'Mergi la pagina principala',
} as const;
