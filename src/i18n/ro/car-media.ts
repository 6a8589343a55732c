/**
 * Romanian texts of a car's photos, documents, duplicate and price-table import in the back office
 * (issue 34), both the server's refusals and the screen's labels. Without diacritics, like the
 * rest of the back office.
 */
export const roCarMedia = {
  fileMissing: 'Alegeti un fisier.',
  photoEmpty: 'Fisierul este gol.',
  /** {max}: megabytes. */
  photoTooLarge: 'Poza poate avea cel mult {max} MB.',
  photoType:
    'Poza trebuie sa fie JPEG, PNG sau WebP (continutul fisierului a fost verificat, nu doar numele).',
  /** {width} × {height}: the smallest size the car page shows. */
  photoTooSmall:
    'Poza trebuie sa aiba cel putin {width} × {height} pixeli, ca sa nu apara neclara pe pagina masinii.',
  photoTooBig: 'Poza poate avea cel mult {max} pixeli pe latura; micsorati-o inainte de incarcare.',
  photoLimit: 'O masina poate avea cel mult {max} poze.',
  photosUnknown: 'Lista de poze contine o poza care nu este a acestei masini.',
  photosProfileRequired: 'Alegeti poza de profil dintre pozele masinii.',
  photosDuplicate: 'O poza apare de doua ori in lista.',
  pdfType: 'Documentul trebuie sa fie un PDF (continutul fisierului a fost verificat, nu doar numele).',
  /** {max}: megabytes. */
  pdfTooLarge: 'Documentul poate avea cel mult {max} MB.',
  documentKindUnknown: 'Documentul trebuie sa fie lista de dotari sau istoricul service.',
  // Price-table import: every message names the line and column of the problem.
  priceFileTooLarge: 'Fisierul cu tabelele de pret poate avea cel mult {max} KB.',
  priceFileNotText: 'Fisierul cu tabelele de pret trebuie sa fie text JSON (UTF-8).',
  /** {found}: the unexpected character. */
  priceFileSyntax:
    'Linia {line}, coloana {column}: fisierul nu este JSON valid (caracter neasteptat „{found}”).',
  priceFileEnds:
    'Linia {line}, coloana {column}: fisierul se termina prea devreme (lipseste o acolada sau o paranteza).',
  /** {path}: the field, e.g. credit.55.monthlyPayment.60.EUR; {problem}: one of priceProblems. */
  priceFileField: 'Linia {line}, coloana {column}: „{path}” {problem}',
  priceProblems: {
    missing: 'lipseste.',
    number: 'trebuie sa fie un numar.',
    text: 'trebuie sa fie text.',
    object: 'trebuie sa fie un obiect { }.',
    list: 'trebuie sa fie o lista [ ].',
    negative: 'nu poate fi negativ.',
    rate: 'trebuie sa fie cel putin 1.',
    kind: 'trebuie sa fie „financing” (credit si leasing) sau „subscription” (abonament).',
    key: 'are o cheie care nu este un numar intreg.',
    period: 'trebuie sa fie 3, 6 sau 12 luni.',
    other: 'nu are forma asteptata.',
  },
  /** {kind}: financing or subscription. */
  priceFileKind:
    'Linia {line}, coloana {column}: masina este {category}, deci tabelele trebuie sa fie de tip „{kind}”.',
  priceFileDefaultCell:
    'Linia {line}, coloana {column}: tabelul de credit trebuie sa contina avansul de {downPayment}% pe {months} de luni (pretul afisat pe card).',
  /** The car's category as the kind message names it. */
  priceCategory: { subscription: 'cu abonament', financing: 'de vanzare (credit sau leasing)' },
  /** {count}: further problems not listed. */
  priceFileMore: 'Si inca {count} probleme.',
} as const;
