/** Romanian strings: the SECCI form (part of the catalogue in src/i18n/ro.ts). */
/**
 * The Standard European Consumer Credit Information form (Directive (EU) 2023/2225, Annex I), as
 * GET /secci prints it. Kept apart from roDisclosure: only the server reads it, so no island
 * bundles these long texts.
 */
import { LEGAL_REFERENCE_RATE, LEGAL_WITHDRAWAL_START } from './legal.ts';

export const roSecci = {
  title: 'Informatii standard la nivel european privind creditul pentru consumatori (SECCI)',
  creditorHeading: '1. Identitatea si datele de contact ale creditorului',
  creditor: 'Creditor',
  address: 'Adresa',
  registration: 'Nr. registrul comertului / CUI',
  phone: 'Telefon',
  email: 'E-mail',
  featuresHeading: '2. Descrierea principalelor caracteristici ale produsului de creditare',
  creditType: 'Tipul de credit',
  creditTypes: {
    credit: 'Credit auto pentru persoane fizice, cu rate lunare egale',
    leasing: 'Leasing financiar pentru persoane fizice, cu optiune de cumparare la final',
  },
  goods: 'Bunul finantat',
  cashPrice: 'Pretul bunului (plata integrala)',
  downPayment: 'Avans',
  totalCreditAmount: 'Valoarea totala a creditului',
  drawdown: 'Conditiile de tragere',
  drawdownText: 'Suma se plateste integral vanzatorului la livrarea masinii.',
  duration: 'Durata contractului de credit',
  instalments: 'Ratele',
  instalmentsText: '{count} rate lunare de {amount}',
  instalmentsWithoutCasco: 'Rata lunara fara CASCO',
  residualPayment: 'Plata finala (valoare reziduala)',
  totalPayable: 'Valoarea totala platibila',
  totalPayableText: 'Avansul, ratele, comisionul de analiza si plata finala, daca exista.',
  security: 'Garantii solicitate',
  securityText:
    'Masina ramane in proprietatea finantatorului (leasing) sau este gajata in favoarea lui (credit) pana la plata integrala.',
  costsHeading: '3. Costurile creditului',
  borrowingRate: 'Rata dobanzii aferente creditului',
  rateFixed: '{rate} pe an, fixa pe toata durata',
  rateVariable: `{rate} pe an, variabila (${LEGAL_REFERENCE_RATE} plus marja fixa)`,
  dae: 'Dobanda anuala efectiva (DAE)',
  daeWithCasco: 'DAE cu CASCO inclus',
  daeAssumptions:
    'DAE este costul total al creditului exprimat ca procent anual din valoarea totala a creditului. Ipoteze: creditul este tras integral la semnare, toate ratele se platesc la scadenta, dobanda si comisioanele raman neschimbate pe toata durata, comisionul de analiza se plateste la semnare{currencyNote}.',
  daeCurrencyNote: ', iar cursul si dobanda EUR raman cele de azi',
  fileFee: 'Comision analiza dosar (o singura data)',
  casco: 'CASCO obligatorie (lunar, in rata)',
  cascoText:
    'Asigurarea CASCO este obligatorie pe durata finantarii. Poti aduce o polita CASCO echivalenta de la alt asigurator, caz in care rata lunara este cea fara CASCO.',
  latePayment: 'Costuri in caz de intarziere la plata',
  latePaymentText:
    'Pentru ratele neplatite la scadenta se datoreaza dobanda penalizatoare egala cu dobanda contractuala. Neplata poate duce la raportarea in Biroul de Credit, la rezilierea contractului si la recuperarea masinii, precum si la greutati in obtinerea unui credit in viitor.',
  legalHeading: '4. Alte aspecte juridice importante',
  withdrawal: 'Dreptul de retragere',
  withdrawalText: `Ai dreptul sa te retragi din contractul de credit in termen de 14 zile calendaristice ${LEGAL_WITHDRAWAL_START}, fara sa precizezi motivul. Restitui suma primita si dobanda pentru zilele in care ai folosit-o.`,
  earlyRepayment: 'Rambursarea anticipata',
  earlyRepaymentText:
    'Poti rambursa oricand, integral sau partial. Costul total se reduce cu dobanda si costurile pentru perioada ramasa. Compensatia ceruta de creditor nu depaseste 1% din suma rambursata (0,5% daca mai putin de un an pana la final) si nu se aplica pentru dobanda variabila.',
  database: 'Consultarea unei baze de date',
  databaseText:
    'Daca cererea este respinsa pe baza consultarii unei baze de date (Biroul de Credit, ANAF), esti informat imediat si gratuit despre rezultat.',
  draft: 'Dreptul de a primi un proiect de contract',
  draftText: 'La cerere, primesti gratuit o copie a proiectului de contract de credit.',
  validity: 'Perioada in care informatiile sunt valabile',
  validityText: 'Aceste informatii sunt valabile pana la {date}.',
  validityUntilChange:
    'Aceste informatii sunt valabile cat timp tabelele de oferta ale masinii nu se schimba.',
  issuedOn: 'Data emiterii',
  car: 'Masina',
  sku: 'Cod produs',
  currencyNoteRon: 'Toate sumele sunt in RON, cu TVA.',
  currencyNoteEur:
    'Toate sumele sunt in EUR, cu TVA. Platile se fac in lei la cursul zilei: o crestere a cursului EUR/RON mareste suma platita in lei.',
  page: 'Pagina {page} din {pages}',
} as const;
