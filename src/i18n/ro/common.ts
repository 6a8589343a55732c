/** Romanian strings: common (part of the catalogue in src/i18n/ro.ts). */
export const roCommon = {
  waiting: 'Va rugam asteptati, procesam informatii...',
  close: 'Inchide',
  back: 'Inapoi',
  required: 'Obligatoriu',
  fieldRequired: 'Camp obligatoriu',
  send: 'Trimite',
  success: 'Mesajul dumneavoastra a fost trimis cu succes!',
  serverUnreachable:
    'Nu am putut contacta serverul. Datele introduse au fost pastrate; incercati din nou in cateva momente.',
  serverError: 'A aparut o eroare neasteptata. Va rugam incercati din nou.',
  /** The date fields' format (zi.luna.an), as they show a date. */
  datePlaceholder: 'zz.ll.aaaa',
  /** The calendar's month list and year box (flatpickr's Romanian locale leaves them English). */
  calendarMonth: 'Luna',
  calendarYear: 'Anul',
  downloadPdf: 'Descarca PDF',
  perMonth: '€/luna',
  months: 'luni',
  yes: 'Da',
  no: 'Nu',
} as const;
