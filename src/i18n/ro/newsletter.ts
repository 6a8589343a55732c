/** Romanian strings: the newsletter's double opt-in, its e-mails and its pages (issue 32). */
export const roNewsletter = {
  signUpSentTitle: 'Verifica-ti e-mailul',
  signUpSent:
    'Ti-am trimis un e-mail la adresa introdusa. Apasa pe linkul din el ca sa confirmi abonarea: fara confirmare nu iti trimitem niciun newsletter.',
  confirmSubject: 'Confirma abonarea la newsletterul AutoAbonament',
  confirmBody:
    'Ai cerut sa primesti newsletterul AutoAbonament, cu ofertele noi de abonament si finantare auto. Confirma abonarea apasand pe linkul de mai jos (este valabil {days} zile).',
  confirmLink: 'Confirm abonarea',
  confirmIgnore: 'Daca nu ai cerut tu abonarea, ignora acest e-mail: fara confirmare nu iti trimitem nimic.',
  alreadySubject: 'Esti deja abonat la newsletterul AutoAbonament',
  alreadyBody:
    'Cineva (probabil tu) a cerut din nou abonarea acestei adrese. Esti deja abonat: nu trebuie sa faci nimic.',
  unsubscribeText: 'Nu mai vrei sa primesti e-mailuri de la noi?',
  unsubscribeLink: 'Dezaboneaza-te',
  confirmPageTitle: 'Confirmarea abonarii la newsletter',
  confirmedTitle: 'Abonare confirmata',
  confirmed:
    'Multumim! De acum primesti newsletterul nostru. Te poti dezabona oricand, din linkul aflat in fiecare e-mail.',
  unsubscribePageTitle: 'Dezabonare de la newsletter',
  unsubscribeIntro: 'Apasa butonul de mai jos si nu vei mai primi newsletterul nostru.',
  unsubscribeButton: 'Dezaboneaza-ma',
  unsubscribedTitle: 'Te-ai dezabonat',
  unsubscribed: 'Nu vei mai primi newsletterul nostru. Daca te razgandesti, te poti abona din nou oricand.',
  linkInvalid:
    'Linkul nu este valid sau a expirat. Te poti abona din nou din formularul de newsletter de pe pagina principala.',
  retry: 'Incearca din nou',
  backHome: 'Inapoi la pagina principala',
} as const;
