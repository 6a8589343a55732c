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

/** The back office's screens of photos, documents, price tables, duplicate and two-factor. */
export const roCarMediaScreen = {
  photosTitle: 'Poze',
  photosHint:
    'Prima poza este poza de profil (pe card si prima in galerie). Trageti pozele pentru a le ordona sau folositi butoanele Muta sus / Muta jos.',
  photosListLabel: 'Pozele masinii, in ordinea de pe site',
  /** {index}, {total}, {name}: the photo's position and the car. */
  photoAlt: 'Poza {index} din {total}',
  profileBadge: 'Poza de profil',
  moveUp: 'Muta sus',
  moveDown: 'Muta jos',
  makeProfile: 'Fa poza de profil',
  remove: 'Scoate poza',
  /** Announced after a move, for screen readers. {index}: the new position. */
  moved: 'Poza este acum pe pozitia {index}.',
  madeProfile: 'Poza este acum poza de profil.',
  removed: 'Poza a fost scoasa din galerie.',
  uploadPhoto: 'Incarca o poza (JPEG, PNG sau WebP, cel putin 800 × 533 pixeli, cel mult 8 MB)',
  uploaded: 'Poza a fost incarcata la sfarsitul galeriei.',
  saving: 'Se salveaza…',
  documentsTitle: 'Documente PDF',
  documents: {
    'equipment-list': 'Lista de dotari (PDF)',
    'maintenance-history': 'Istoric service (PDF)',
  },
  documentNone: 'Niciun document.',
  documentOpen: 'Deschide documentul',
  documentUpload: 'Incarca PDF',
  documentRemove: 'Sterge documentul',
  documentSaved: 'Documentul a fost salvat.',
  documentRemoved: 'Documentul a fost sters.',
  priceTitle: 'Tabele de pret',
  priceHint:
    'Descarcati tabelele actuale (JSON, formatul folosit de seed), modificati cifrele si importati fisierul. Tabelele masinii sunt inlocuite doar daca tot fisierul este corect. O schimbare ulterioara a pretului masinii recalculeaza tabelele.',
  priceDownload: 'Descarca tabelele actuale',
  priceImport: 'Importa tabele din fisier',
  /** {price}: the new card price in EUR. */
  priceImported: 'Tabelele au fost importate. Rata afisata pe card: {price} EUR.',
  priceErrors: 'Fisierul nu a fost importat:',
  duplicate: 'Duplica',
  duplicateTitle: 'Duplica masina {sku}',
  duplicateHint:
    'Copia primeste toate datele, pozele si documentele masinii si ramane ascunsa pana o publicati (Vizibilitate: Disponibila).',
  duplicateSku: 'Codul noii masini (SKU)',
  duplicateSkuInvalid: 'Codul trebuie scris cu majuscule, cifre si cratima, de exemplu RL-1234.',
  duplicateConfirm: 'Creeaza copia',
  cancel: 'Renunta',
  duplicated: 'Copia {sku} a fost creata si este ascunsa.',
} as const;

/** "Contul meu": two-factor for one's own account, and the admins' setting. */
export const roAccountScreen = {
  menu: 'Contul meu',
  title: 'Contul meu',
  totpTitle: 'Autentificare in doi pasi',
  totpOn: 'Autentificarea in doi pasi este activa pentru contul dumneavoastra.',
  totpOff: 'Autentificarea in doi pasi nu este activa.',
  totpRequired:
    'Administratorii trebuie sa foloseasca autentificarea in doi pasi. Activati-o pentru a putea folosi back office-ul.',
  totpStart: 'Configureaza autentificarea in doi pasi',
  totpSteps:
    'Adaugati contul in aplicatia de autentificare (Google Authenticator, Microsoft Authenticator, 1Password…): scrieti cheia de mai jos sau deschideti adresa otpauth pe telefon. Apoi introduceti codul de 6 cifre afisat de aplicatie.',
  totpSecret: 'Cheia secreta',
  totpUri: 'Adresa otpauth',
  totpCode: 'Codul de 6 cifre din aplicatie',
  totpConfirm: 'Activeaza',
  totpEnabled: 'Gata: de acum, la intrarea in cont vi se cere si codul din aplicatie.',
  settingLabel: 'Autentificare in doi pasi obligatorie pentru administratori',
  settingChoices: { true: 'Da, obligatorie', false: 'Nu' },
} as const;
