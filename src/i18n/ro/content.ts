/** Romanian strings: content (part of the catalogue in src/i18n/ro.ts). */
/** Home, information pages, FAQ, contact, newsletter and refund forms (issue 4). */
export const roContent = {
  contactTitle: 'Contacteaza-ne',
  contactBrokerTitle: 'Contacteaza brokerul de asigurari',
  contactIntro: 'Scrie-ne un mesaj si revenim cat mai repede cu un raspuns.',
  /** The contact modal speaks "tu" throughout ('Contacteaza-ne', 'Scrie-ne', 'Verifica...'). */
  contactSent: 'Mesajul tau a fost trimis cu succes!',
  postalAddressLabel: 'Adresa de corespondenta',
  brokerDataProtection: 'Protectia datelor - broker de asigurari',
  nameLabel: 'Nume si prenume',
  emailLabel: 'Email',
  messageLabel: 'Mesaj',
  dataProtectionConsent: 'Am citit si sunt de acord cu',
  dataProtectionLink: 'informatiile privind protectia datelor',
  termsConsent: 'Am citit si sunt de acord cu',
  termsLink: 'termenii si conditiile',
  requiredMarker: '(obligatoriu)',
  optional: '(optional)',
  newsletterTitle: 'Aboneaza-te la newsletter',
  newsletterIntro: 'Afla primul despre ofertele noi de abonament si finantare auto.',
  newsletterSubmit: 'Aboneaza-ma',
  queuedOffline:
    'Nu avem conexiune la server acum. Cererea a fost pastrata si va fi trimisa automat imediat ce conexiunea revine.',
  queuedThrottled:
    'Serverul primeste prea multe cereri acum. Cererea a fost pastrata si va fi trimisa automat in cateva minute.',
  refundTitle: 'Formular Ramburs',
  payerNameLabel: 'Numele platitorului',
  paymentValueLabel: 'Suma achitata (lei)',
  paymentDateLabel: 'Data platii',
  financialProductLabel: 'Produs financiar',
  chooseOption: 'Alegeti o optiune',
  productCredit: 'Credit auto',
  productLeasing: 'Leasing financiar Clasic',
  productSubscription: 'Abonament auto',
  accountLabel: 'IBAN',
  accountHint: 'Contul in care doriti sa primiti suma, de exemplu RO49AAAA1B31007593840000',
  fileLabel: 'Extras de cont (PDF)',
  fileHint: 'Doar fisiere PDF, maxim 10 MB.',
  refundEmailLabel: 'Email',
  faqSearchLabel: 'Cauta in intrebarile frecvente',
  faqSearchHint: 'Scrie mai mult de 3 caractere pentru a cauta in toate categoriile.',
  faqCategories: 'Categorii de intrebari',
  faqResults: {
    one: '{count} rezultat pentru "{term}"',
    few: '{count} rezultate pentru "{term}"',
    other: '{count} de rezultate pentru "{term}"',
  },
  faqSearchResults: 'Rezultatele cautarii',
  faqNoResults: 'Nu am gasit nicio intrebare pentru "{term}".',
  carouselPrevious: 'Slide-ul anterior',
  carouselNext: 'Slide-ul urmator',
  carouselPause: 'Opreste derularea automata',
  carouselPlay: 'Porneste derularea automata',
  playVideo: 'Reda videoclipul: {title}',
  videoTitle: 'Videoclip: {title}',
  // Pages of the content group: home, information pages, guide, FAQ, refund.
  homeTitle: 'Abonament auto, finantare si asigurare online',
  homeHeading: 'Abonament auto, finantare si asigurare RCA, totul online',
  heroLabel: 'Oferte principale',
  slideLabel: '{index} din {count}',
  entryTitle: 'Ce iti doresti?',
  entryCards: [
    {
      title: 'Vreau Abonament',
      text: 'Masina noua cu o singura plata lunara: asigurari, revizii, anvelope si rovinieta incluse, fara avans.',
      cta: 'Vezi masinile cu abonament',
    },
    {
      title: 'Vreau finantare',
      text: 'Credit auto sau leasing financiar pentru masini rulate si putin rulate, cu pre-aprobare online in aproximativ 10 minute.',
      cta: 'Vezi masinile cu finantare',
    },
    {
      title: 'Vreau Asigurare',
      text: 'Calculeaza polita RCA online si alege oferta potrivita, prin brokerul nostru partener.',
      cta: 'Calculeaza RCA',
    },
  ],
  howTitle: 'Cum functioneaza?',
  howIntro: 'Alege felul in care vrei sa conduci masina potrivita si afla pas cu pas ce urmeaza.',
  howCards: [
    {
      title: 'Abonament auto',
      text: 'Cumperi online, achiti garantia, preiei masina, apoi prelungesti, schimbi sau returnezi.',
    },
    {
      title: 'Finantare auto',
      text: 'Alegi pachetul, primesti pre-aprobarea online, achiti taxa de rezervare si ridici masina.',
    },
    {
      title: 'Asigurare RCA',
      text: 'Completezi datele masinii si ale proprietarului, alegi oferta si platesti cu cardul.',
    },
  ],
  howMore: 'Afla cum functioneaza',
  testimonialsTitle: 'Ce spun clientii nostri',
  stepsTitle: 'In 4 pasi simpli',
  stepLabel: 'Pasul {index}',
  benefitsTitle: 'De ce sa alegi AutoAbonament',
  financingTitle: 'Cum functioneaza finantarea auto',
  financingDescription:
    'Credit auto sau leasing financiar pentru masini rulate si putin rulate: pre-aprobare online in aproximativ 10 minute si taxa de rezervare de {reservation_fee}.',
  financingIntro:
    'Finantezi online masina rulata sau putin rulata pe care ti-o doresti, prin credit auto sau leasing financiar, fara drumuri la banca.',
  financingSteps: [
    {
      title: 'Alegi pachetul',
      text: 'Alegi masina si configurezi finantarea: credit auto sau leasing financiar, avansul, perioada si moneda.',
    },
    {
      title: 'Primesti pre-aprobarea online',
      text: 'Completezi cateva date despre tine si veniturile tale si afli raspunsul in aproximativ 10 minute.',
    },
    {
      title: 'Achiti taxa de rezervare',
      text: 'Rezervi masina cu {reservation_fee}, TVA inclus, pe care ii platesti online cu cardul, in lei; suma se scade din avans.',
    },
    {
      title: 'Ridici masina sau o primesti acasa',
      text: 'Dupa semnarea contractului ridici masina din locatia ei sau ti-o livram la adresa dorita.',
    },
  ],
  financingCarouselTitle: 'Masini disponibile prin finantare',
  financingSeeCars: 'Vezi vehiculele',
  financingBenefits: [
    {
      title: 'Rapid',
      text: 'Pre-aprobare online in aproximativ 10 minute, fara drumuri si fara dosare pe hartie.',
    },
    {
      title: 'Simplu',
      text: 'Totul se face online: alegi masina, trimiti datele, semnezi si rezervi cu cardul.',
    },
    {
      title: 'Sigur',
      text: 'Finantarea este oferita de o institutie financiara autorizata, cu toate costurile afisate de la inceput.',
    },
  ],
  subscriptionTitle: 'Cum functioneaza abonamentul auto',
  subscriptionDescription:
    'Masina noua cu abonament lunar, toate costurile incluse si fara avans: asigurari, revizii, anvelope, asistenta rutiera si rovinieta.',
  subscriptionIntro:
    'Cu abonamentul auto conduci o masina noua pentru o plata lunara fixa, in care sunt incluse toate costurile. Nu platesti avans si nu te ocupi de asigurari sau revizii.',
  subscriptionSteps: [
    {
      title: 'Cumperi online',
      text: 'Alegi masina, perioada si kilometrajul lunar, apoi finalizezi online, cu identificare video si semnarea electronica a contractului.',
    },
    {
      title: 'Achiti garantia',
      text: 'Platesti online garantia de {guarantee}, in lei; o primesti inapoi la final daca nu exista costuri suplimentare.',
    },
    {
      title: 'Preiei masina',
      text: 'Ridici masina din locatia aleasa sau ti-o livram la adresa ta, in orice localitate din tara.',
    },
    {
      title: 'Prelungesti, schimbi sau returnezi',
      text: 'Dupa perioada minima abonamentul se prelungeste automat de la o luna la alta, pana la 36 de luni, cu un cost lunar tot mai mic.',
    },
  ],
  subscriptionCarouselTitle: 'Masini disponibile cu abonament',
  subscriptionSeeCars: 'Vezi masinile cu abonament',
  subscriptionBenefits: [
    { title: 'Simplu si rapid', text: 'Alegi masina si finalizezi totul online, in cateva minute.' },
    {
      title: 'Flexibil',
      text: 'Alegi perioada si kilometrajul lunar; poti renunta oricand, cu notificare.',
    },
    {
      title: 'Toate costurile incluse',
      text: 'Asigurari, revizii, anvelope, asistenta rutiera si rovinieta sunt in plata lunara.',
    },
    {
      title: 'Varietate de modele',
      text: 'Masini noi de la mai multi producatori, de la compacte la SUV-uri.',
    },
    {
      title: 'Fara avans',
      text: 'Platesti doar garantia, pe care o primesti inapoi la finalul abonamentului.',
    },
    { title: 'Livrare la domiciliu', text: 'Iti aducem masina la adresa ta, oriunde in tara.' },
  ],
  includedTitle: 'Ce include plata lunara',
  includedItems: [
    'Chiria masinii',
    'Asigurare CASCO si RCA',
    'Anvelope all-season',
    'Masina de schimb si asistenta rutiera',
    'Mentenanta si revizii',
    'Rovinieta',
  ],
  insuranceTitle: 'Asigurare RCA online',
  insuranceDescription:
    'Calculeaza online polita RCA in 4 pasi, prin brokerul nostru partener cu peste 20 de ani de experienta in asigurari RCA si CASCO.',
  insuranceIntro:
    'Iti faci polita RCA online in cateva minute: compari ofertele asiguratorilor, alegi varianta potrivita si platesti cu cardul.',
  insuranceSteps: [
    { title: 'Datele masinii', text: 'Completezi datele masinii si perioada de asigurare dorita.' },
    { title: 'Datele proprietarului', text: 'Adaugi datele proprietarului si iti creezi contul.' },
    { title: 'Alegi oferta', text: 'Compari ofertele asiguratorilor si o alegi pe cea potrivita.' },
    { title: 'Platesti cu cardul', text: 'Platesti online; polita ajunge pe e-mail si in contul tau.' },
  ],
  insuranceCalculate: 'Calculeaza RCA',
  insuranceValuesTitle: 'Valorile noastre',
  insuranceValues: [
    {
      title: 'Siguranta',
      text: 'Lucram doar cu asiguratori autorizati, iar polita este valabila imediat dupa plata.',
    },
    { title: 'Simplitate', text: 'Totul se face online, fara acte pe hartie si fara drumuri la ghiseu.' },
    {
      title: 'Experienta',
      text: 'Iti raspundem la orice intrebare despre polita, inainte si dupa cumparare.',
    },
  ],
  insuranceExperienceTitle: 'Peste 20 de ani de experienta',
  insuranceExperience:
    'Brokerul nostru partener intermediaza asigurari RCA si CASCO in Romania de peste 20 de ani si te ajuta si in caz de dauna.',
  productSheetsTitle: 'Fisa produsului accesibila',
  productSheetsIntro:
    'Descarca fisa produsului in format PDF accesibil, usor de citit si cu cititoare de ecran.',
  productSheets: {
    subscription: 'Fisa produs abonament auto (PDF)',
    financing: 'Fisa produs finantare auto (PDF)',
    insurance: 'Fisa produs asigurare RCA (PDF)',
  },
  guideTitle: 'Ghid abonament auto',
  guideDescription:
    'Tot ce trebuie sa stii despre abonamentul auto: ce include, kilometrajul, prelungirea pana la 36 de luni, garantia de {guarantee} si returnarea masinii.',
  guideIntro: 'Raspunsurile la cele mai importante intrebari despre abonamentul auto, pe scurt.',
  guideSections: [
    {
      title: 'Cum functioneaza',
      paragraphs: [
        'Alegi o masina noua din oferta, perioada minima (3, 6 sau 12 luni) si kilometrajul lunar inclus. Pretul lunar se calculeaza pe loc si este afisat in EUR cu TVA inclus.',
        'Comanda se face integral online: completezi datele, primesti raspunsul, te identifici prin apel video si semnezi electronic contractul.',
      ],
    },
    {
      title: 'Ce este inclus',
      paragraphs: [
        'Plata lunara acopera chiria masinii, asigurarile CASCO si RCA, anvelopele all-season, masina de schimb si asistenta rutiera, mentenanta si reviziile, precum si rovinieta.',
        'Tu platesti doar combustibilul sau incarcarea, parcarea si eventualele amenzi.',
      ],
    },
    {
      title: 'Kilometrajul lunar',
      paragraphs: [
        'Alegi intre 1.000, 1.500, 2.000 si 3.000 de km pe luna. Un kilometraj inclus mai mare creste doar putin plata lunara.',
      ],
    },
    {
      title: 'Perioada si prelungirea',
      paragraphs: [
        'Dupa perioada minima aleasa, abonamentul se prelungeste automat de la o luna la alta, pana la 36 de luni de utilizare, iar costul lunar scade pe masura ce il folosesti mai mult.',
        'Poti incheia abonamentul oricand dupa perioada minima, printr-o notificare.',
      ],
    },
    {
      title: 'Garantia de {guarantee}',
      paragraphs: [
        'Inainte de preluare platesti online o garantie de {guarantee}, in lei, la cursul din contract. Garantia iti este returnata integral la final, daca nu exista costuri suplimentare.',
      ],
    },
    {
      title: 'Finalul abonamentului si returnarea masinii',
      paragraphs: [
        'La final predai masina in locatia stabilita. Verificam impreuna starea ei si kilometrajul, iar garantia se returneaza in contul tau.',
        'Daca vrei o alta masina, poti trece direct la un abonament nou.',
      ],
    },
  ],
  faqTitle: 'Intrebari frecvente',
  faqDescription:
    'Raspunsuri la intrebarile frecvente despre abonamentul auto, finantare, asigurare si comenzi online.',
  faqSupportLead: 'Nu ai gasit raspunsul? Scrie-ne la',
  faqSupportPhone: 'sau suna-ne la',
  refundDescription: 'Formular pentru rambursarea taxei de rezervare achitate online.',
  refundIntro:
    'Completati formularul de mai jos pentru a solicita rambursarea taxei de rezervare achitate online. Aveti nevoie de extrasul de cont in format PDF in care apare plata si de codul IBAN al contului in care doriti sa primiti banii.',
} as const;
