/** Romanian strings: the price-drop alert of a favourite car (issue 37), its e-mails and pages. */
export const roPriceAlerts = {
  open: 'Anunta-ma cand scade pretul',
  openFor: 'Anunta-ma cand scade pretul: {name}',
  intro: 'Iti trimitem un e-mail cand pretul acestei masini scade. Alerta porneste dupa ce confirmi adresa.',
  emailLabel: 'Adresa de e-mail',
  submit: 'Porneste alerta',
  sent: 'Ti-am trimis un e-mail de confirmare la {email}. Apasa pe linkul din el ca sa pornesti alerta: fara confirmare nu iti trimitem nimic.',
  carNotOffered: 'Masina nu mai este in oferta: nu putem urmari pretul ei.',
  // The e-mails.
  confirmSubject: 'Confirma alerta de pret pentru {car}',
  confirmBody:
    'Ai cerut sa fii anuntat cand scade pretul masinii {car} (acum {price}). Confirma alerta apasand pe linkul de mai jos (este valabil {days} zile).',
  confirmLink: 'Confirm alerta de pret',
  confirmIgnore: 'Daca nu ai cerut tu alerta, ignora acest e-mail: fara confirmare nu iti trimitem nimic.',
  alreadySubject: 'Alerta de pret pentru {car} este deja activa',
  alreadyBody:
    'Cineva (probabil tu) a cerut din nou alerta de pret pentru {car}. Alerta este deja activa: nu trebuie sa faci nimic.',
  dropSubject: 'A scazut pretul: {car}',
  dropBody: 'Pretul masinii {car} a scazut de la {from} la {to}.',
  dropNote:
    'Preturile si disponibilitatea se pot schimba oricand; pe pagina masinii vezi oferta de acum. Iti scriem din nou doar daca pretul scade sub {to}.',
  carLink: 'Vezi masina',
  unsubscribeText: 'Nu mai vrei alerte de pret pentru aceasta masina?',
  unsubscribeLink: 'Opreste alerta',
  perMonth: '{amount} €/luna',
  // The link pages.
  confirmPageTitle: 'Confirmarea alertei de pret',
  confirmedTitle: 'Alerta de pret pornita',
  confirmed:
    'Multumim! Iti scriem cand scade pretul masinii. Poti opri alerta oricand, din linkul aflat in fiecare e-mail.',
  unsubscribePageTitle: 'Oprirea alertei de pret',
  unsubscribeIntro: 'Apasa butonul de mai jos si nu vei mai primi alerte de pret pentru aceasta masina.',
  unsubscribeButton: 'Opreste alerta',
  unsubscribedTitle: 'Alerta oprita',
  unsubscribed:
    'Nu iti mai scriem despre pretul acestei masini. O poti porni din nou oricand, din lista ta de favorite.',
  linkInvalid: 'Linkul nu este valid sau a expirat. Poti porni alerta din nou din lista ta de favorite.',
  retry: 'Incearca din nou',
  backToFavourites: 'Inapoi la favorite',
  toWatchedCar: 'Vezi masina',
} as const;
