/** Fixed Romanian texts attached to cars: promo tags, warranties and disclaimers. */
import type { Promotion } from '../../src/domain/cms-schemas.ts';
import { roLegal } from '../../src/i18n/ro.ts';

/**
 * The offers a seeded car draws from. Only those with a typed rule in SEED_PROMOTIONS become its
 * promotions; the others (included tyres, a service, an extended warranty) are drawn all the same,
 * so the seeded fleet stays the one earlier seeds made, but no price applies them, so they are
 * never shown as promotions (issue 31.2). The extended warranty becomes the car's warranty text.
 */
export const SUBSCRIPTION_PROMOS = [
  'Livrare gratuita',
  'Pret promotional',
  'Prima luna -50%',
  'Anvelope de iarna incluse',
];
export const FINANCING_PROMOS = [
  'Pret promotional',
  'Garantie extinsa 24 luni',
  'Revizie inclusa',
  'Avans de la 15%',
  'Anvelope de iarna cadou',
];

/** The drawn labels that are promotions, with the rule each one is. */
export const SEED_PROMOTIONS: Readonly<Record<string, Promotion>> = {
  'Livrare gratuita': { kind: 'free_delivery', name: 'Livrare gratuita' },
  'Prima luna -50%': { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 },
  'Pret promotional': { kind: 'price_reduction', name: 'Pret promotional' },
};

export const SUBSCRIPTION_DISCLAIMER =
  'Imaginile au caracter de prezentare; culoarea si dotarile pot varia. Pretul lunar include TVA, asigurarile RCA si CASCO, anvelope all-season, reviziile periodice, asistenta rutiera, masina de schimb si rovinieta. Kilometrii parcursi peste pachetul ales se factureaza la final cu 0,15 EUR/km. Garantia de {{guarantee}} se returneaza integral la predarea masinii, daca nu exista costuri suplimentare.';

/** The reference rate and the directive come from roLegal, as in the SECCI (issue 31.11). */
export const FINANCING_DISCLAIMER = `Oferta de finantare are caracter informativ si nu reprezinta un angajament ferm de finantare; aprobarea finala depinde de analiza dosarului. Rata lunara include asigurarea CASCO si TVA. Dobanda este fixa pentru creditul si leasingul in lei si variabila pentru leasingul in euro (${roLegal.referenceRate} + marja). DAE este calculata conform ${roLegal.creditDirectiveOf}. Taxa de rezervare de {{reservation_fee}} cu TVA se deduce din avans.`;

/** Manufacturer warranty in years for new cars, by brand (others: 3). */
export const WARRANTY_YEARS: Readonly<Record<string, number>> = {
  Kia: 7,
  Hyundai: 5,
  Toyota: 5,
  Dacia: 3,
  BMW: 3,
};

export const warrantyText = {
  manufacturer: (years: number) =>
    `Garantie producator ${years} ani sau ${years >= 7 ? '150.000' : '100.000'} km, ce survine primul. Include asistenta rutiera europeana.`,
  extended:
    'Garantie extinsa 24 luni pentru motor, cutia de viteze si sistemul electric, fara limita de kilometri.',
  dealer: 'Garantie comerciala 12 luni pentru motor si cutia de viteze, oferita de dealer.',
};
