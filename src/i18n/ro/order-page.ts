/**
 * Romanian strings: the customer's order page, /comanda/{token} (issue 32). It speaks "tu", like
 * the checkout pages.
 */
export const roOrderPage = {
  pageTitle: 'Comanda ta',
  loading: 'Incarcam comanda...',
  heading: 'Comanda {code}',
  productCode: 'Cod produs: {sku}',
  timelineTitle: 'Unde se afla comanda',
  steps: {
    request: 'Cerere trimisa',
    preApproval: 'Preaprobare',
    identification: 'Identificare video',
    signing: 'Semnarea contractului',
    payment: 'Plata taxei',
    handoverDate: 'Stabilirea datei de predare',
    handover: 'Predarea masinii',
    withdrawal: 'Retragere din contract',
    cancelled: 'Comanda anulata',
    released: 'Rezervare expirata',
  },
  paymentStep: {
    carSubscription: 'Plata garantiei',
    credit: 'Plata taxei de rezervare',
    leasing: 'Plata taxei de rezervare',
  },
  states: {
    done: 'Finalizat',
    failed: 'Nereusit',
    current: 'Pasul curent',
    upcoming: 'Urmeaza',
    cancelled: 'Anulat',
  },
  doneOn: 'pe {date}',
  nextTitle: 'Ce ai de facut',
  next: {
    continue: 'Continua cererea de unde ai ramas: mai sunt cateva intrebari pana la preaprobare.',
    resolution: 'Urmeaza identificarea video si semnarea contractului, apoi plata garantiei.',
    pay: 'Alege predarea (ridicare gratuita sau livrare acasa) si plateste online taxa, cu cardul.',
    review:
      'Cererea nu a putut fi preaprobata automat. Poti cere ca decizia sa fie reanalizata de o persoana din echipa noastra.',
    contact:
      'Identificarea sau semnarea online nu s-a putut incheia. Un consultant te poate ajuta sa le finalizezi.',
    wait: '',
  },
  nextButton: {
    continue: 'Continua cererea',
    resolution: 'Mergi la identificare',
    pay: 'Mergi la plata',
    review: 'Cere evaluare umana',
    contact: 'Vreau sa fiu contactat',
  },
  waitPaid:
    'Plata a fost primita. Un consultant te suna in cel mult o zi lucratoare ca sa stabiliti data si locul predarii.',
  waitHandover: 'Predarea masinii este stabilita pe {date}. Un consultant te contacteaza cu detaliile.',
  waitDelivered: 'Masina ti-a fost predata. Drum bun!',
  waitCancelled: 'Comanda a fost anulata. Pentru intrebari, contacteaza-ne.',
  waitReleased:
    'Taxa nu a fost platita la timp, asa ca rezervarea a expirat. Daca mai vrei masina, fa o cerere noua de pe pagina ei.',
  waitReview: 'Ai cerut evaluarea deciziei de catre o persoana. Iti raspundem pe e-mail.',
  waitContact: 'Ai cerut sa fii contactat: un consultant te suna in cel mult o zi lucratoare.',
  waitWithdrawn: 'Te-ai retras din contract. Taxa platita iti este returnata in cel mult 14 zile.',
  waitRefused: 'Cererea nu a putut fi preaprobata. Pentru alte variante de finantare, contacteaza-ne.',
  reviewTitle: 'Raspunsul la cererea de evaluare umana',
  reviewApproved: 'Pe {date}, un coleg a reanalizat cererea ta si a aprobat-o. Poti continua comanda.',
  reviewUpheld: 'Pe {date}, un coleg a reanalizat cererea ta; din pacate, refuzul se mentine.',
  reviewReason: 'Motivul: {reason}',
  termsTitle: 'Conditiile comenzii',
  documentsTitle: 'Documente',
  documents: {
    secci: 'Formularul SECCI (PDF)',
    schedule: 'Graficul de rambursare (PDF)',
    offer: 'Oferta abonamentului (PDF)',
    contract: 'Contractul semnat (PDF)',
  },
  withdrawalTitle: 'Dreptul de retragere',
  withdrawalOpen: 'Te poti retrage din contract, fara sa spui motivul, pana pe {date} inclusiv.',
  withdrawalAction: 'Retrage-te din contract',
  contactTitle: 'Ai intrebari?',
  contactText: 'Suna-ne la {phone} ({hours}) sau scrie-ne la {email}. Spune-ne codul comenzii: {code}.',
  notFound:
    'Linkul nu este valid sau comanda nu mai este disponibila. Iti putem trimite din nou linkul comenzilor tale pe adresa de e-mail folosita la comanda.',
  resendTitle: 'Trimite-mi din nou linkul',
  resendEmail: 'Adresa de e-mail folosita la comanda',
  resendSubmit: 'Trimite-mi din nou linkul',
  resendDone:
    'Daca exista comenzi facute cu aceasta adresa, ti-am trimis pe e-mail linkul fiecareia. Verifica si folderul de spam.',
  retry: 'Incearca din nou',
} as const;
