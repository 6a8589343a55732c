/** Romanian strings: publicApi and adminApi (part of the catalogue in src/i18n/ro.ts). */
const CAR_ALREADY_RESERVED =
  'Ne pare rau, masina a fost deja rezervata de un alt client, asa ca plata nu mai este posibila. Nu a fost retrasa nicio suma de pe card.';

/** The public API's own refusals; the site shows its own texts, but a shop's API speaks Romanian too. */
export const roPublicApi = {
  carNotFound: 'Masina nu a fost gasita.',
  skuListInvalid:
    'Trimiteti intre 1 si {max} coduri sku separate prin virgula (litere mari, cifre si liniute).',
  tablesFormatInvalid: 'Parametrul tables accepta doar valoarea packed.',
  countyNotFound: 'Judetul nu a fost gasit.',
  pageNotFound: 'Pagina nu a fost gasita.',
  paymentNotFound: 'Plata nu a fost gasita.',
  /** GET /payments: the card provider did not answer; the page offers a retry. */
  paymentProviderUnavailable: 'Procesatorul de plati nu raspunde acum. Incercati din nou in cateva minute.',
  /** POST /webhooks/payments: a notification whose signature does not verify. */
  paymentNotificationRefused: 'Notificarea de plata nu are o semnatura valida.',
  carAlreadyReserved: CAR_ALREADY_RESERVED,
  /** GET /payments: why an order has no checkout (the site shows its own texts for each). */
  checkoutRefusals: {
    car_reserved: CAR_ALREADY_RESERVED,
    paid: 'Comanda a fost deja platita.',
    not_approved: 'Cererea nu este aprobata pentru plata online.',
    not_signed: 'Contractul abonamentului nu este inca semnat; plata se face dupa semnare.',
    not_found: 'Comanda nu a fost gasita.',
  },
  routeNotFound: 'Adresa {method} {path} nu exista in API.',
  bodyNotJson: 'Corpul cererii nu este un JSON valid.',
  bodyTooLarge: 'Cererea depaseste dimensiunea maxima acceptata.',
  multipartRequired: 'Cererea trebuie trimisa ca multipart/form-data.',
  jsonRequired: 'Cererea trebuie trimisa ca application/json.',
  multipartInvalid: 'Corpul cererii multipart/form-data nu poate fi citit.',
  urlCharacters: 'Adresa cererii contine caractere nepermise.',
  /** 429: the form keeps what the visitor typed and shows this next to its button. */
  tooManyRequests:
    'Ati trimis prea multe cereri intr-un timp scurt. Va rugam incercati din nou peste cateva minute.',
  idempotencyKeyInvalid: 'Antetul Idempotency-Key nu este valid: 8-128 litere, cifre, - sau _.',
  idempotencyKeyReused:
    'Antetul Idempotency-Key a fost deja folosit pentru o alta cerere. Trimiteti cererea noua cu o cheie noua.',
  sandboxRefused:
    'Sandbox-ul raspunde doar cererilor locale (127.0.0.1, ::1) sau celor care prezinta SANDBOX_TOKEN.',
} as const;

/** The admin (content editing) API's and the rebuild webhook's refusals, for the shop's editors. */
export const roAdminApi = {
  off: 'API-ul de administrare este oprit: setati ADMIN_TOKEN pentru a-l porni.',
  tokenMissing: 'Lipseste tokenul: trimiteti antetul Authorization: Bearer <ADMIN_TOKEN>.',
  tokenInvalid: 'Tokenul de administrare nu este valid.',
  refundNotPaid: 'Comanda nu are o plata cu cardul reusita care sa poata fi rambursata.',
  refundOtherProvider:
    'Plata comenzii a fost facuta prin alt procesator decat cel configurat acum; rambursarea se face din contul acelui procesator.',
  skuTaken: 'Exista deja o masina cu acest cod (sku).',
  pageSlugInvalid: 'Adresa unei pagini statice are doar litere mici, cifre si liniute.',
  webhookSignatureInvalid: 'Semnatura webhook-ului nu este valida.',
  /** The admin API's field reasons (422 `errors`); field names stay as the API spells them. */
  fieldEmpty: 'Nu poate fi gol',
  fieldSku: 'Doar litere mari, cifre si liniute',
  fieldWholeNumber: 'Trebuie sa fie un numar intreg',
  fieldRange: 'Trebuie sa fie un numar intre {min} si {max}',
  fieldDate: 'Trebuie sa fie o data in formatul yyyy-MM-dd',
  fieldPrice: 'Trebuie sa fie o suma pozitiva in EUR, de cel mult {max}',
  fieldVin: 'Trebuie sa fie un VIN de 17 caractere',
  fieldChoice: 'Trebuie sa fie una dintre valorile {values}',
  fieldList: 'Trebuie sa fie o lista',
  fieldListMax: 'Maxim {max} elemente',
  patchEmpty: 'Trimiteti cel putin un camp de modificat',
  reducedAboveInitial: 'Trebuie sa fie mai mic decat initial_price',
  /** A promotion's kind (issue 31.2): free_delivery, first_month_discount (with percent) or price_reduction. */
  promotionKind:
    'Fiecare promotie are kind: free_delivery, first_month_discount (cu percent intre 1 si 100) sau price_reduction',
  promotionSubscriptionOnly: 'Reducerea primei luni se aplica doar masinilor cu abonament (category_id 1)',
  promotionFinancingOnly: 'Reducerea de pret se aplica doar masinilor cu finantare (category_id 2 sau 3)',
  promotionNeedsReducedPrice: 'Reducerea de pret cere un reduced_price mai mic decat initial_price',
  promotionRepeated: 'Cel mult o promotie de fiecare fel (kind)',
  availabilityRequired: 'Obligatoriu cand car_visibility_id este 5 (in curand)',
  unknownSku: 'Nu exista nicio masina cu acest sku',
  unknownId: 'Nu exista niciun rand cu id-ul {id}',
  modelOfOtherManufacturer: 'Modelul nu apartine producatorului din manufacturer_id',
  offerNotComputable: 'Cu acest pret nu se poate calcula oferta de finantare',
  settingNotFound:
    'Setarea nu exista. Setari cunoscute: offers_valid_until, business_inbox, reservation_fee_eur, subscription_guarantee_eur, eur_ron_rate, file_fee_pct, file_fee_min_eur, support_phone, support_email, support_hours.',
  settingEmailRequired: 'Completati adresa de e-mail la care ajung cererile clientilor.',
  settingDateRequired: 'Completati data (aaaa-ll-zz).',
  settingDateInvalid: 'Data trebuie scrisa aaaa-ll-zz si sa existe in calendar.',
  settingDateInPast: 'Data nu poate fi in trecut: site-ul ar publica o oferta expirata.',
} as const;
