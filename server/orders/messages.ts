/**
 * Romanian texts the order endpoints answer when they refuse an update. They live here until the
 * integrator moves them into src/i18n/ro.ts (group `orderServer`); keys stay the same.
 */
export const serverMessages = {
  orderPaid: 'Comanda a fost deja platita si nu mai poate fi modificata.',
  individualOnly: 'Acest pas este disponibil doar pentru persoane fizice.',
  companyOnly: 'Acest pas este disponibil doar pentru persoane juridice.',
  personalMissing: 'Completati mai intai informatiile personale (pasul 2).',
  obligationsMissing: 'Completati mai intai obligatiile lunare de plata (pasul 3).',
  incomeMissing: 'Completati mai intai veniturile lunare (pasul 4).',
  decisionPending: 'Cererea este inca in analiza. Va rugam asteptati rezultatul.',
  alreadyApproved: 'Cererea a fost deja aprobata; conditiile nu mai pot fi modificate.',
  subscriptionTermsFixed: 'Conditiile abonamentului nu pot fi ajustate in acest pas.',
  check1Pending: 'Verificarea firmei este inca in curs. Va rugam asteptati.',
  check1Refused: 'Firma nu a trecut verificarea in registrul comertului; detaliile firmei nu pot fi trimise.',
  companyDetailsDone: 'Detaliile firmei au fost deja analizate.',
  companyDetailsMissing: 'Completati mai intai detaliile firmei (pasul 2).',
  guarantorNotOffered: 'Un fidejusor poate fi adaugat doar cand rezultatul analizei il cere.',
  guarantorSubscription: 'Fidejusorul nu este disponibil pentru abonament.',
  adjustedTermsCompany: 'Conditiile pot fi ajustate doar pentru PFA, ONG sau alte forme juridice.',
  notApproved: 'Cererea nu este aprobata.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;
