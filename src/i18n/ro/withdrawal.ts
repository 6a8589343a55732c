/** Romanian strings: withdrawal (part of the catalogue in src/i18n/ro.ts). */
/**
 * The 14-day right of withdrawal (CCD II art. 26) and the online withdrawal function (Directive
 * 2011/83/EU art. 11a): the page, the result page's notice, the API's answers and the e-mails.
 * The site speaks "tu" like checkout; the e-mails speak formally like the other order e-mails.
 */
import { LEGAL_WITHDRAWAL_START } from './legal.ts';

export const roWithdrawal = {
  linkLabel: 'Retrage-te din contract',
  pageTitle: 'Retrage-te din contract',
  pageDescription:
    'Retragerea online, in 14 zile, din contractul de credit sau de leasing incheiat pe site ca persoana fizica.',
  intro: `Ai incheiat online un contract de credit sau de leasing ca persoana fizica? Te poti retrage in 14 zile calendaristice ${LEGAL_WITHDRAWAL_START}, fara sa spui motivul. Introdu codul comenzii si adresa de e-mail folosita la comanda.`,
  scopeNote:
    'Dreptul de retragere de 14 zile nu se aplica firmelor (persoane juridice) si nici abonamentului auto, care este un serviciu de inchiriere pe o perioada determinata; abonamentul il poti incheia oricand, cu notificare.',
  orderCodeLabel: 'Codul comenzii',
  orderCodeHint: 'Il gasesti in e-mailul comenzii si pe pagina de final a comenzii.',
  emailLabel: 'Adresa de e-mail folosita la comanda',
  check: 'Continua',
  confirmTitle: 'Confirma retragerea',
  confirmText:
    'Te retragi din contractul de {product} pentru {car} (comanda {code}), incheiat pe {concluded}. Poti trimite retragerea pana pe {lastDay} inclusiv.',
  consequence:
    'Daca ai primit deja suma finantata, o restitui impreuna cu dobanda pentru zilele in care ai folosit-o, in cel mult 30 de zile calendaristice de la retragere. Nu datorezi alte penalitati.',
  confirm: 'Confirma retragerea',
  back: 'Inapoi',
  doneTitle: 'Retragerea a fost inregistrata',
  doneText:
    'Am primit retragerea ta din contractul pentru comanda {code} pe {date}, la ora {time} (ora Romaniei). Ti-am trimis confirmarea pe e-mail.',
  alreadyTitle: 'Te-ai retras deja din acest contract',
  alreadyText:
    'Retragerea din contractul pentru comanda {code} a fost inregistrata pe {date}, la ora {time} (ora Romaniei).',
  products: { credit: 'credit auto', leasing: 'leasing financiar' },

  orderCodeRequired: 'Introdu codul comenzii',
  orderCodeInvalid:
    'Codul comenzii are 36 de caractere, litere, cifre si cratime (de exemplu 3f2a9c1e-0b7d-4c55-9e21-6a8f4d2b7c10)',
  confirmRequired: "Apasa 'Confirma retragerea' pentru a trimite retragerea.",
  notFound:
    'Nu am gasit o comanda cu acest cod si aceasta adresa de e-mail. Verifica datele din e-mailul comenzii.',
  notConcluded:
    'Contractul pentru aceasta comanda nu a fost incheiat (taxa de rezervare nu a fost platita), deci nu ai din ce sa te retragi.',
  expired:
    'Termenul de 14 zile pentru retragere s-a incheiat pe {lastDay}. Retragerea nu mai poate fi trimisa online; te rugam sa ne contactezi.',
  company:
    'Dreptul de retragere de 14 zile apartine consumatorilor (persoane fizice); nu se aplica unei comenzi facute de o firma.',
  subscription:
    'Abonamentul auto este un serviciu de inchiriere pe o perioada determinata si nu are drept de retragere de 14 zile; il poti incheia oricand, cu notificare.',

  noticeTitle: 'Dreptul de retragere',
  resultConsumerUndated: `Te poti retrage din contractul de {product} in 14 zile calendaristice ${LEGAL_WITHDRAWAL_START}, fara sa spui motivul.`,
  resultConsumer:
    'Te poti retrage din contractul de {product} in 14 zile calendaristice, pana pe {lastDay} inclusiv, fara sa spui motivul.',
  resultCompany:
    'Ca firma (persoana juridica), nu ai dreptul de retragere de 14 zile prevazut pentru consumatori.',
  resultSubscription:
    'Abonamentul este un serviciu de inchiriere pe o perioada determinata, fara drept de retragere de 14 zile; il poti incheia oricand, cu notificare.',

  mailRightConsumer: `Aveti dreptul sa va retrageti din contractul de {product} in 14 zile calendaristice ${LEGAL_WITHDRAWAL_START}, fara a indica motivul. Codul comenzii este {code}.`,
  mailRightConsumerDated:
    'Aveti dreptul sa va retrageti din contractul de {product} pana pe {lastDay} inclusiv (14 zile calendaristice), fara a indica motivul. Codul comenzii este {code}.',
  mailRightLink: 'Retrageti-va din contract de aici: {url}',
  mailRightCompany:
    'Dreptul de retragere de 14 zile apartine consumatorilor; nu se aplica unei comenzi facute de o firma.',
  mailRightSubscription:
    'Abonamentul este un serviciu de inchiriere pe o perioada determinata, fara drept de retragere de 14 zile; il puteti incheia oricand, cu notificare.',
  mailDoneSubject: 'Confirmarea retragerii din contract, comanda {code}',
  mailDoneBody:
    'Am primit pe {date}, la ora {time} (ora Romaniei), declaratia dumneavoastra de retragere din contractul de {product} pentru {car}, comanda {code}, incheiat pe {concluded}.',
  mailDoneNext:
    'Daca ati primit deja suma finantata, o restituiti impreuna cu dobanda pentru zilele de folosire in cel mult 30 de zile calendaristice de la data de mai sus; nu datorati alte penalitati. Va vom contacta pentru pasii urmatori.',
} as const;
