/** Romanian strings: orderServer (part of the catalogue in src/i18n/ro.ts). */
/** Validation messages of spec section 5, shared by the browser and the server. */
export const roOrderServer = {
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
  orderChanged: 'Comanda a fost modificata intre timp. Va rugam trimiteti din nou.',
  orderNotFound: 'Comanda nu a fost gasita.',
  carNotFound: 'Masina nu a fost gasita.',
  carNotOrderable: 'Aceasta masina nu poate fi comandata online.',
  productNotOffered: 'Tipul de finantare ales nu este disponibil pentru aceasta masina.',
  termsUnavailable:
    'Combinatia aleasa de durata, avans si valoare reziduala nu este disponibila pentru aceasta masina.',
  unknownUpdate: 'Datele trimise nu corespund niciunui pas al cererii.',
  pickupOutsideWindow:
    'Data preluarii trebuie sa fie o zi lucratoare (fara weekend si sarbatori legale), intre {earliest} si {latest}.',
  deliveryNotAllowed: 'Livrarea poate fi aleasa doar pentru o comanda aprobata si neplatita.',
  mailOrderReceivedSubject: 'Am primit cererea dumneavoastra pentru {car}',
  mailOrderReceivedGreeting: 'Buna ziua, {name},',
  mailOrderReceivedBody:
    'Va multumim! Am inregistrat cererea dumneavoastra de {product} pentru {car}. Codul comenzii este {code}.',
  mailOrderReceivedLink: 'Puteti continua cererea oricand de aici: {url}',
  mailOrderPageLink: 'Pe pagina comenzii vedeti oricand unde se afla si ce urmeaza: {url}',
  mailApprovedSubject: 'Cererea pentru {car} a fost preaprobata',
  mailApprovedBody: 'Cererea dumneavoastra de {product} pentru {car} (comanda {code}) a fost preaprobata.',
  mailApprovedNextSubscription:
    'Urmeaza identificarea video si semnarea contractului, apoi plata garantiei, toate online.',
  mailApprovedNextFinancing:
    'Urmeaza plata online a taxei de rezervare; apoi un consultant va suna pentru predare.',
  mailRefusedSubject: 'Raspunsul la cererea pentru {car}',
  mailRefusedBody:
    'Ne pare rau: cererea dumneavoastra de {product} pentru {car} (comanda {code}) nu a putut fi preaprobata.',
  mailRefusedReview:
    'Puteti cere ca decizia sa fie reanalizata de o persoana din echipa noastra, din pagina comenzii, fara niciun cost.',
  mailIdentificationFailedSubject: 'Identificarea video pentru comanda {code} nu s-a incheiat',
  mailIdentificationFailedBody:
    'Identificarea video pentru {car} (comanda {code}) nu s-a putut incheia online. Un consultant va poate ajuta sa o finalizati: cereti sa fiti contactat din pagina comenzii.',
  mailSigningFailedSubject: 'Semnarea contractului pentru comanda {code} nu s-a incheiat',
  mailSigningFailedBody:
    'Semnarea contractului pentru {car} (comanda {code}) nu s-a putut incheia online. Un consultant va poate ajuta sa o finalizati: cereti sa fiti contactat din pagina comenzii.',
  mailResendSubject: 'Linkurile comenzilor dumneavoastra AutoAbonament',
  mailResendBody: 'Ati cerut din nou linkurile comenzilor facute cu aceasta adresa de e-mail:',
  mailResendItem: '{car}, comanda {code} din {date}: {url}',
  mailOrderReceivedSecci:
    'Atasat gasiti formularul SECCI (Informatii standard la nivel european privind creditul pentru consumatori) pentru conditiile alese: {file}.',
  mailContactSubject: 'Cerere de contact pentru comanda {code}',
  mailContactBody:
    'Clientul {name} ({email}, {phone}) doreste sa fie contactat pentru comanda {code} ({car}).',
  mailPaymentSubject: 'Plata confirmata pentru {car}',
  mailPaymentBody:
    'Plata de {ron} lei ({eur} EUR) pentru comanda {code} a fost acceptata. Masina {car} este rezervata; va vom contacta in curand.',
  mailPaymentDetailsTitle: 'Detaliile comenzii',
  mailOrderCodeTerm: 'Codul comenzii',
  mailCarTerm: 'Masina',
  mailDeliveryAddressTerm: 'Adresa de livrare',
  mailDeliveryAddress: '{address}, {city}, jud. {county}',
  mailPaymentLink: 'Comanda si detaliile ei sunt oricand aici: {url}',
  mailPaymentContract: 'Atasat gasiti contractul de abonament semnat: {file}.',
  mailSignature: 'Echipa AutoAbonament',
  products: {
    credit: 'credit auto',
    leasing: 'leasing financiar',
    carSubscription: 'abonament auto',
  },
} as const;
