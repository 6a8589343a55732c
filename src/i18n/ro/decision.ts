/** Romanian strings: decision (part of the catalogue in src/i18n/ro.ts). */
/**
 * The explained, reviewable automated decision (issue 15.4; CCD II art. 18, GDPR art. 22): what the
 * applicant is told before the pre-approval runs, the refusal's reason, and the human review.
 */
export const roDecision = {
  automatedTitle: 'Cum se ia decizia de pre-aprobare',
  automated:
    'Pre-aprobarea este o decizie automata: un program calculeaza gradul de indatorare din raspunsurile date in aceasta cerere (venituri, obligatii lunare, istoricul de plata, eventual codebitorul) si il compara cu plafonul din Regulamentul BNR nr. 17/2012.',
  automatedSources:
    'In functionarea reala, cu acordul dumneavoastra, decizia foloseste si datele de la Biroul de Credit si de la ANAF (veniturile declarate).',
  automatedExcluded:
    'Nu folosim date din categorii speciale (de exemplu sanatate, origine etnica, religie, opinii politice) si nici date din retelele sociale.',
  automatedReview:
    'Daca cererea este refuzata, va explicam motivul si puteti solicita evaluarea deciziei de catre o persoana.',
  reasonDebt:
    'Motivul: gradul de indatorare ar fi {ratio} din venitul net ({owed} pe luna, din care rata noua {instalment}, la un venit net de {income}), peste plafonul de {cap} care se aplica {capWhy}.',
  capWhyRon: 'unei finantari in lei',
  capWhyEur: 'unei finantari in euro pentru un venit in lei',
  reasonNoIncome:
    'Motivul: nu a fost declarat niciun venit, asa ca gradul de indatorare nu poate fi calculat.',
  reasonDelays:
    'Motivul: istoricul de plata declarat (3 sau mai multe intarzieri ori intarzieri de peste 60 de zile) nu permite o pre-aprobare automata, oricare ar fi venitul.',
  reviewTitle: 'Solicita evaluare umana',
  reviewIntro:
    'Puteti cere ca decizia sa fie reanalizata de o persoana din echipa noastra. Daca doriti, adaugati punctul dumneavoastra de vedere, de exemplu venituri sau imprejurari pe care cererea nu le-a cuprins.',
  reviewLabel: 'Punctul dumneavoastra de vedere (optional)',
  reviewHint: 'Cel mult {max} de caractere.',
  reviewSubmit: 'Solicita evaluare umana',
  reviewDone:
    'Am inregistrat cererea de evaluare umana pe {date}. Veti primi raspunsul pe e-mail cel tarziu pe {due} (in {days} de zile).',
  reviewNotRefused:
    'Evaluarea umana poate fi solicitata doar pentru o cerere refuzata a unei persoane fizice.',
  reviewAlreadyRequested:
    'Pentru aceasta cerere a fost deja inregistrata o solicitare de evaluare umana, cu alt text. Veti primi raspunsul pe e-mail.',
  mailReviewSubject: 'Am primit solicitarea de evaluare umana pentru comanda {code}',
  mailReviewBody:
    'O persoana din echipa noastra va reanaliza decizia automata privind cererea dumneavoastra de {product} pentru {car}, tinand cont de punctul dumneavoastra de vedere. Veti primi raspunsul cel tarziu pe {due}.',
  mailReviewPointOfView: 'Punctul dumneavoastra de vedere: {text}',
} as const;
