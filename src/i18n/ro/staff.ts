/**
 * Romanian strings of staff accounts and the back office's server side (issue 34): login refusals,
 * session ends, role refusals. The back office's screen texts are in src/i18n/ro/back-office.ts.
 */
export const roStaff = {
  loginRequired: 'Autentificati-va in back office pentru a continua.',
  sessionEnded: 'Sesiunea a expirat sau a fost inchisa. Intrati din nou in cont.',
  loginInvalid: 'E-mailul sau parola nu sunt corecte.',
  /** {minutes}: whole minutes until the lock ends (at least 1). */
  accountLocked:
    'Contul este blocat pentru {minutes} minute dupa prea multe parole gresite. Incercati din nou dupa aceea.',
  addressThrottled:
    'Prea multe incercari gresite de la aceasta adresa. Incercati din nou peste {minutes} minute.',
  totpRequired: 'Introduceti codul de 6 cifre din aplicatia de autentificare.',
  totpInvalid: 'Codul de autentificare nu este corect.',
  totpSetupRequired:
    'Administratorii trebuie sa foloseasca autentificarea in doi pasi. Activati-o din „Contul meu” pentru a continua.',
  totpAlreadyOn:
    'Autentificarea in doi pasi este deja activa. Daca ati pierdut telefonul, cereti unui administrator sa o reseteze.',
  totpSettingInvalid: 'Valoarea trebuie sa fie true (obligatoriu) sau false.',
  totpSettingAdminOnly: 'Doar un administrator poate schimba aceasta setare.',
  roleForbidden: 'Rolul contului dumneavoastra nu permite aceasta actiune.',
  crossSiteRefused: 'Cererea vine de pe alt site si a fost refuzata.',
  passwordTooShort: 'Parola trebuie sa aiba cel putin {min} caractere.',
  passwordCommon: 'Parola este prea des folosita; alegeti alta.',
  passwordTooLong: 'Parola poate avea cel mult {max} caractere.',
  emailInvalid: 'Adresa de e-mail nu este valida.',
  emailTaken: 'Exista deja un cont cu aceasta adresa de e-mail.',
  roleInvalid: 'Rolul trebuie sa fie admin, editor sau credit.',
  accountNotFound: 'Contul nu exista.',
  lastAdmin: 'Nu puteti dezactiva sau retrograda ultimul administrator activ.',
} as const;
