/** Romanian strings: listOrder (part of the catalogue in src/i18n/ro.ts). */
/** The car list's "Sorteaza dupa" and "Buget lunar" controls (issue 37). */
export const roListOrder = {
  sortLabel: 'Sorteaza dupa',
  sorts: {
    recommended: 'Recomandate',
    price_asc: 'Pret crescator',
    price_desc: 'Pret descrescator',
    rate_asc: 'Rata lunara crescatoare',
    year_desc: 'Cele mai noi (inmatriculare)',
    km_asc: 'Cei mai putini kilometri',
  },
  /** Said by screen readers after the visitor picks an order; `{sort}` is one of `sorts`. */
  sortAnnounced: 'Masinile sunt ordonate: {sort}.',
  /** GET /api/cars?sort=… with another value. */
  sortInvalid: 'Parametrul sort accepta doar: {values}.',
  budgetLabel: 'Buget lunar (lei)',
  budgetHint: 'Rata lunara maxima, toate costurile incluse.',
  /** The budget's EUR equivalent at the site's exchange rate. */
  budgetEur: 'aprox. {amount} € la cursul de {rate} lei',
  budgetInvalid: 'Scrie o suma in lei, doar cifre (de exemplu 2500).',
  budgetTooSmall: 'Bugetul lunar trebuie sa fie de cel putin {min} lei.',
  budgetTooLarge: 'Bugetul lunar poate fi de cel mult {max} lei.',
  personLabel: 'Cumpar ca',
  individual: 'Persoana fizica',
  company: 'Persoana juridica',
  /** On a card while a budget is set: the car's lowest monthly rate at the default terms. */
  cardRate: 'de la {amount} lei/luna',
  cardRateNoteIndividual: 'rata minima la conditiile standard, persoana fizica',
  cardRateNoteCompany: 'rata minima la conditiile standard, persoana juridica, fara TVA',
} as const;
