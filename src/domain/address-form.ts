/**
 * How a Romanian text addresses the visitor: "tu" (te rugam, poti, Scrie-ne) or formally
 * (dumneavoastra, va rugam, sa finalizati). One screen uses one form (README, "Romanian text
 * rules"); tests run a screen's rendered text through this to hold it to that. It looks for
 * unambiguous markers only, so a text it finds nothing in is neutral (a label, a heading), and
 * "va fi" (will be) is no form of address. Diacritics and case do not matter.
 */
export type AddressForm = 'tu' | 'formal';

const TU_MARKERS: readonly RegExp[] = [
  // The 2nd person singular pronouns and possessives: te rugam, iti multumim, ti-am trimis, comanda ta.
  /\b(te|iti|ti|tau|ta|tale|tai)\b/,
  /\b(poti|esti|ai|vrei|doresti|stii)\b/,
  // Imperative with "-ne": Scrie-ne, Contacteaza-ne (the formal one is Scrieti-ne).
  /\b\w+(?<!ti)-ne\b/,
  // Subjunctive 2nd person singular: sa finalizezi, sa incerci, sa alegi.
  /\bsa \w+(ezi|esti|ci|gi)\b/,
];

const FORMAL_MARKERS: readonly RegExp[] = [
  /\b(dumneavoastra|dvs)\b/,
  // "va" as the formal pronoun: va rugam, va poate ajuta; never the future "va fi", "va contacta".
  /\bva (rugam|multumim|poate|pot|putem|asteptam|contactam|trimitem|informam|ajutam)\b/,
  /\b(puteti|sunteti|doriti|aveti|stiti|vreti)\b/,
  /\b\w+ti-ne\b/,
  // Subjunctive and imperative 2nd person plural: sa finalizati, incercati, introduceti.
  /\bsa \w+(ati|eti|iti)\b/,
  /\b(introduceti|alegeti|selectati|verificati|incercati|reincercati|reveniti|completati|reincarcati|asteptati|reluati|contactati)\b/,
];

function normalised(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The forms of address `text` uses: none (neutral), one, or both (a mix to fix). */
export function addressForms(text: string): Set<AddressForm> {
  const plain = normalised(text);
  const forms = new Set<AddressForm>();
  if (TU_MARKERS.some((marker) => marker.test(plain))) forms.add('tu');
  if (FORMAL_MARKERS.some((marker) => marker.test(plain))) forms.add('formal');
  return forms;
}
