/**
 * Where a car page's representative example is (#exemplu-reprezentativ): the cards' "Exemplu
 * reprezentativ" links lead there. A module of its own so the list islands bundle only this.
 */
export const REPRESENTATIVE_EXAMPLE_ID = 'exemplu-reprezentativ';
