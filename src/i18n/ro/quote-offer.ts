/**
 * Romanian strings: "Trimite-mi oferta" (issue 37), the offer kept by e-mail for 30 days, its
 * e-mail and the car page's notice when its link reopens it. Speaks "tu", as the car page does.
 */
export const roQuoteOffer = {
  dialogTitle: 'Trimite-mi oferta pe e-mail',
  dialogIntro:
    'Iti trimitem oferta pentru {car} cu conditiile alese acum, ca PDF, si un link care o redeschide cu aceleasi conditii timp de {days} de zile.',
  emailLabel: 'Adresa de e-mail',
  submit: 'Trimite oferta',
  sent: 'Ti-am trimis oferta. Este valabila pana la {date}, ora {time}.',
  // Field messages the server gives (the form shows them next to the field).
  termsInvalid: 'Conditiile alese nu pot fi trimise. Alege din nou conditiile in calculator.',
  termsNotOffered: 'Masina nu are o oferta pentru aceste conditii. Alege alte conditii in calculator.',
  // The e-mail.
  mailSubject: 'Oferta ta pentru {car}',
  mailGreeting: 'Buna,',
  mailIntro: 'Iti trimitem oferta pentru {car} (cod {sku}) cu conditiile alese pe site: {terms}.',
  mailAttachment: 'Gasesti oferta in PDF-ul atasat.',
  mailValidity:
    'Oferta este valabila pana la {date}, ora {time}. Pana atunci, linkul de mai jos o redeschide cu aceleasi conditii, iar de acolo poti incepe comanda.',
  mailLink: 'Deschide oferta',
  mailFooter:
    'Ai primit acest e-mail pentru ca ai cerut oferta pe site. Nu te vom mai contacta pe aceasta adresa pentru ea.',
  // Terms as the e-mail lists them.
  termsCredit: 'credit, {months}, avans {upFront} %',
  termsLeasing:
    'leasing financiar ({person}, in {currency}), {months}, avans {upFront} %, valoare reziduala {residual} %',
  termsSubscription: 'abonament ({person}), {months}, {km} km pe luna',
  personIndividual: 'persoana fizica',
  personCompany: 'persoana juridica',
  // The car page opened from the e-mail's link.
  opening: 'Se deschide oferta salvata...',
  openedValid: 'Oferta salvata, cu conditiile trimise pe e-mail. Este valabila pana la {date}, ora {time}.',
  openedExpired:
    'Oferta trimisa pe e-mail a expirat pe {date}, ora {time}. Mai jos vezi cifrele actuale ale masinii; poti cere o oferta noua.',
  openedUnknown: 'Linkul ofertei nu este valid. Mai jos vezi cifrele actuale ale masinii.',
  openedNotOffered:
    'Masina nu mai are o oferta pentru conditiile trimise pe e-mail. Mai jos vezi cifrele actuale ale masinii.',
  openedOtherCar: 'Linkul este pentru o alta masina. Mai jos vezi cifrele actuale ale acestei masini.',
  openFailed: 'Nu am putut deschide oferta salvata acum. Reincarca pagina in cateva momente.',
  // Server answers.
  unknownToken: 'Oferta nu a fost gasita. Verifica linkul din e-mail.',
} as const;
