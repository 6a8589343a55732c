import { changeLabel } from './change-labels.ts';

describe('changeLabel', () => {
  it.each([
    ['faqs', '0.faqs.2.answer', '#1 › Intrebari #3 › Raspuns'],
    ['faqs', '1.name', '#2 › Categorie'],
    ['faqs', '3', '#4'],
    ['sliders', '0.button_link', '#1 › Link buton'],
    ['static-page', 'content', 'Continut'],
    ['car', 'initial_price', 'Pret initial (EUR)'],
    ['car', 'dealer.group.cui', 'Dealer › CUI'],
    ['car', 'promo_messages.0.name', 'Promotii #1 › Eticheta'],
    ['car', 'unknown_field', 'unknown_field'],
  ] as const)('%s %s → %s', (kind, path, expected) => {
    expect(changeLabel(kind, path)).toBe(expected);
  });
});
