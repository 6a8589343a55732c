import { type AddressForm, addressForms } from './address-form.ts';

describe.each<[string, AddressForm[]]>([
  // Neutral: labels, headings, statements.
  ['Semnarea contractului a esuat', []],
  ['Vreau sa fiu contactat', []],
  ['Numele este obligatoriu', []],
  ['Cererea a fost pastrata si va fi trimisa automat in cateva minute.', []],
  ['Am citit si sunt de acord cu informatiile privind protectia datelor', []],
  ['Un consultant va contacta clientul.', []],
  // "tu"
  ['Te rugam sa incerci o noua plata', ['tu']],
  ['Un consultant te poate ajuta sa finalizezi comanda.', ['tu']],
  ['Scrie-ne un mesaj si revenim cat mai repede cu un raspuns.', ['tu']],
  ['Contacteaza-ne', ['tu']],
  ['Mesajul tau a fost trimis cu succes!', ['tu']],
  ['Ti-am trimis un e-mail cu detaliile comenzii.', ['tu']],
  ['Nu mai poti ajunge?', ['tu']],
  ['Iti multumim ca ne-ai anuntat!', ['tu']],
  ['Comanda ta este salvata.', ['tu']],
  // Formal
  ['Mesajul dumneavoastra a fost trimis cu succes!', ['formal']],
  ['A aparut o eroare, va rugam reluati procesul de videoidentificare', ['formal']],
  ['Un consultant va poate ajuta sa finalizati comanda.', ['formal']],
  ['Contactati-ne', ['formal']],
  ['Introduceti un numar de telefon valid', ['formal']],
  ['Datele introduse au fost pastrate; incercati din nou in cateva momente.', ['formal']],
  // Diacritics and case do not hide a form.
  ['Vă rugăm așteptați', ['formal']],
  ['ÎȚI MULȚUMIM', ['tu']],
  // Both in one text: the mix the rule forbids.
  ['Mesajul dumneavoastra a fost trimis. Te contactam in curand.', ['tu', 'formal']],
  ['Un consultant te poate ajuta. Va rugam asteptati.', ['tu', 'formal']],
])('addressForms(%j)', (text, expected) => {
  it(`is ${expected.join(' + ') || 'neutral'}`, () => {
    expect([...addressForms(text)].sort()).toEqual([...expected].sort());
  });
});
