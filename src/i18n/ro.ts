/**
 * Every Romanian string of the interface, copied exactly from the spec where it gives them.
 * Code reads text only from here; placeholders like {email} are filled with `fill()`.
 * Grouped by capability; each feature owns its group.
 */

/** Replaces `{name}` placeholders: fill('de la {amount} €', { amount: '12' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

export const ro = {
  site: {
    name: 'AutoAbonament',
    tagline: 'Abonament auto si finantare online',
    supportEmail: 'contact@autoabonament.ro',
    supportPhone: '+40 21 300 40 50',
    supportPhoneHref: 'tel:+40213004050',
    supportHours: 'Luni - Vineri 09:00-18:00',
    postalAddress: 'Bd. Iuliu Maniu 7, Corp A, Sector 6, 061072 Bucuresti',
    skipToContent: 'Sari la continut',
  },

  nav: {
    label: 'Navigare principala',
    home: 'Acasa',
    financing: 'Vreau finantare',
    subscription: 'Vreau Abonament',
    insurance: 'Vreau Asigurare',
    faq: 'Intrebari Frecvente',
    contact: 'Contact',
    openMenu: 'Deschide meniul',
    closeMenu: 'Inchide meniul',
  },

  quickNav: {
    label: 'Acces rapid',
    contact: 'Scrie-ne un mesaj',
    phone: 'Suna-ne',
    faq: 'Intrebari frecvente',
  },

  footer: {
    label: 'Subsol',
    about: 'Despre noi',
    howItWorks: 'Cum functioneaza',
    dataProtection: 'Protectia datelor',
    cookies: 'Politica cookie',
    compliance: 'Conformitate',
    terms: 'Termeni si conditii',
    insuranceComplaints: 'Sesizari asigurari',
    refund: 'Formular ramburs',
    faq: 'Intrebari frecvente',
    impressum: 'Impressum',
    contact: 'Contact',
    usefulLinks: 'Linkuri utile',
    legal: 'Informatii legale',
    followUs: 'Urmareste-ne',
    consumerProtection: 'ANPC',
    consumerProtectionLong: 'Autoritatea Nationala pentru Protectia Consumatorilor',
    disputeResolutionAlternative: 'Solutionarea alternativa a litigiilor',
    disputeResolutionOnline: 'Solutionarea online a litigiilor',
    groupEntities: 'Companiile grupului',
    copyright: '© {year} AutoAbonament. Toate drepturile rezervate.',
    newTab: '(se deschide intr-o fereastra noua)',
  },

  notFound: {
    title: 'Pagina nu a fost gasita',
    message: 'Oops! Pagina pe care o cauti nu este disponibila',
    redirecting: 'In cateva secunde vei fi redirectionat catre Homepage...',
    goHome: 'Mergi la pagina principala',
  },

  common: {
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
    downloadPdf: 'Descarca PDF',
    perMonth: '€/luna',
    months: 'luni',
    yes: 'Da',
    no: 'Nu',
  },

  /** Validation messages of spec section 5, shared by the browser and the server. */
  validation: {
    nameRequired: 'Numele este obligatoriu',
    nameMin: 'Numele trebuie sa contina minim 2 caractere',
    firstNameRequired: 'Prenumele este obligatoriu',
    firstNameMin: 'Prenumele trebuie sa contina minim 2 caractere',
    emailRequired: 'Email este obligatoriu',
    emailInvalid: 'Format email invalid',
    messageRequired: 'Mesajul este obligatoriu',
    messageMin: 'Mesajul trebuie sa contina minim 10 caractere',
    dataProtection: 'Verifica informatii privind protectia datelor',
    terms: 'Verifica informatii privind termenii si conditiile',
    paymentValueRequired: 'Suma achitata este obligatorie',
    paymentDateRequired: 'Data platii este obligatorie',
    chooseOption: 'Va rugam selectati o optiune',
    ibanRequired: 'IBAN-ul este obligatoriu',
    ibanInvalid: 'IBAN Invalid',
    statementRequired: 'Extrasul de cont este obligatoriu',
    pdfOnly: 'Doar fisiere de tip PDF sunt permise.',
    phoneRequired: 'Telefonul este obligatoriu',
    phoneInvalid: 'Introduceti un numar de telefon valid in formatul {phone}',
    phoneExample: '+40 712 345 678',
    cityRequired: 'Orasul este obligatoriu',
    cityMin: 'Orasul trebuie sa contina minim 2 caractere',
    required: 'Obligatoriu',
    noSlots: 'Ne pare rau! nu avem intervale disponibile pentru aceasta data',
    legalFormRequired: 'Forma juridica este obligatoriu',
    financingTypeRequired: 'Alegeti tipul de finantare dorit',
    emailsDiffer: 'Cele doua e-mailuri introduse sunt diferite',
    minAge: 'Varsta minima este 18 ani',
    chooseFromList: 'Va rugam alegeti o optiune din lista',
    companyTypeRequired: 'Va rugam selectati o forma juridica',
    cuiInvalid: 'CUI Invalid',
    caenInvalid: 'Codul CAEN este obligatoriu numeric, format din 4 caractere',
    streetRequired: 'Strada este obligatorie',
    fieldRequired: 'Camp obligatoriu',
    dateInputInvalid: 'Date input not valid.',
  },
} as const;
