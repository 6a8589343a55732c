/** Romanian strings: affordability (part of the catalogue in src/i18n/ro.ts). */
/**
 * The financing panel's "Verifica daca iti permiti" check and the term change that would fit
 * (issue 15.3); the refusal screen names the same change with the same sentences.
 */
export const roAffordability = {
  privacy: 'Calculul se face doar in browserul tau: ce scrii aici nu se trimite nicaieri si nu se salveaza.',
  income: 'Venitul net lunar (lei)',
  debts: 'Ratele lunare pe care le platesti deja (lei)',
  debtsHint:
    'Ratele altor credite si leasinguri; pentru un card de credit, 5% din limita aprobata. 0 daca nu ai.',
  amountInvalid: 'Introdu o suma in lei, de exemplu 4500.',
  enterIncome: 'Completeaza venitul net lunar pentru a vedea rezultatul.',
  ratio: 'Grad de indatorare: {ratio} din venitul net',
  capRon: 'Plafon aplicat: {cap} din venitul net, pentru o finantare in lei (Regulamentul BNR nr. 17/2012).',
  capEur:
    'Plafon aplicat: {cap} din venitul net, pentru o finantare in euro cu venit in lei (Regulamentul BNR nr. 17/2012).',
  fits: 'Rata de {monthly} se incadreaza in plafon.',
  exceeds: 'Rata de {monthly} depaseste plafonul.',
  change: {
    months: 'Ar incapea cu o durata de {months} luni: rata {monthly}, grad de indatorare {ratio}.',
    downpayment: 'Ar incapea cu un avans de {downpayment}%: rata {monthly}, grad de indatorare {ratio}.',
    currency: 'Ar incapea in lei in loc de euro: rata {monthly}, grad de indatorare {ratio}.',
  },
  noChange:
    'Nicio durata mai lunga, niciun avans mai mare si nicio alta moneda din oferta acestei masini nu se incadreaza in plafon.',
  notApplicable:
    'Verificarea se aplica doar creditului si leasingului pentru persoane fizice; pentru firme analiza se face pe datele companiei.',
  missingOffer: 'Alege mai intai o combinatie disponibila pentru masina.',
  estimate:
    'Este o estimare dupa aceeasi regula ca analiza cererii; decizia ia in calcul si restul raspunsurilor din cerere.',
} as const;
